import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useMemo, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../ui/use-media-query';
import { CAROUSEL_SLIDES, ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from './carousel-slides';

const AUTOPLAY_DELAY_MS = 3000; // spec, section 9
const CAROUSEL_OPTIONS = { loop: true, align: 'start' } as const;
const noSubscription = () => () => {};

/** Six illustrations that turn by themselves; slides per view (1, 2, 3) come from the CSS. */
export function FamilyCarousel() {
  const { t } = useTranslation('about');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [pausedByUser, setPausedByUser] = useState(false);
  const autoplay = !reducedMotion && !pausedByUser;
  // Pausing swaps the plugin list, and embla re-initialises on the same slide. Stopping the plugin
  // instead would not stick: it restarts itself when the pointer leaves.
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: AUTOPLAY_DELAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              // Hovering the buttons under the slides pauses too, not only hovering the slides.
              rootNode: (emblaRoot) => emblaRoot.parentElement ?? emblaRoot,
            }),
          ]
        : [],
    [autoplay],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel(CAROUSEL_OPTIONS, plugins);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!emblaApi) return noSubscription();
      emblaApi.on('select', onChange).on('reInit', onChange);
      return () => {
        emblaApi.off('select', onChange).off('reInit', onChange);
      };
    },
    [emblaApi],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => emblaApi?.selectedScrollSnap() ?? 0,
    () => 0,
  );

  // With reduced motion, buttons jump instead of sliding.
  const scrollPrev = () => emblaApi?.scrollPrev(reducedMotion);
  const scrollNext = () => emblaApi?.scrollNext(reducedMotion);
  const scrollTo = (index: number) => emblaApi?.scrollTo(index, reducedMotion);

  // Keyboard users get the same pause as mouse users while they are using the controls.
  const stopWhileFocused = () => emblaApi?.plugins().autoplay?.stop();
  const resumeOnLeave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) emblaApi?.plugins().autoplay?.play();
  };

  const total = CAROUSEL_SLIDES.length;
  const current = CAROUSEL_SLIDES[selected] ?? CAROUSEL_SLIDES[0];
  return (
    <section className="about-section about-carousel" aria-roledescription="carousel" aria-labelledby="about-gallery-title" onFocus={stopWhileFocused} onBlur={resumeOnLeave}>
      <h2 id="about-gallery-title">{t('gallery.title')}</h2>
      <p className="muted">{t('gallery.lead')}</p>
      <div className="about-carousel__frame">
        <div className="about-carousel__viewport" ref={viewportRef}>
          <div className="about-carousel__container">
            {CAROUSEL_SLIDES.map(({ key, src }, index) => (
              <div key={key} className="about-carousel__slide" role="group" aria-roledescription="slide" aria-label={t('gallery.slideLabel', { number: index + 1, total })}>
                <figure className="about-carousel__figure">
                  <img src={src} width={ILLUSTRATION_WIDTH} height={ILLUSTRATION_HEIGHT} alt={t(`gallery.slides.${key}.alt`)} decoding="async" />
                  <figcaption>{t(`gallery.slides.${key}.caption`)}</figcaption>
                </figure>
              </div>
            ))}
          </div>
        </div>
        <div className="about-carousel__controls">
          {reducedMotion ? null : (
            <button
              type="button"
              className="about-carousel__button"
              aria-label={t(pausedByUser ? 'gallery.play' : 'gallery.pause')}
              onClick={() => setPausedByUser((paused) => !paused)}
            >
              {pausedByUser ? <Play size={20} aria-hidden="true" /> : <Pause size={20} aria-hidden="true" />}
            </button>
          )}
          <button type="button" className="about-carousel__button" aria-label={t('gallery.previous')} onClick={scrollPrev}>
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <div className="about-carousel__dots">
            {CAROUSEL_SLIDES.map(({ key }, index) => (
              <button
                key={key}
                type="button"
                className="about-carousel__dot"
                aria-label={t('gallery.goTo', { number: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => scrollTo(index)}
              />
            ))}
          </div>
          <button type="button" className="about-carousel__button" aria-label={t('gallery.next')} onClick={scrollNext}>
            <ChevronRight size={22} aria-hidden="true" />
          </button>
        </div>
      </div>
      {/* While the slides turn by themselves this stays silent; otherwise each move was asked for. */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {autoplay ? '' : `${t('gallery.slideLabel', { number: selected + 1, total })}: ${t(`gallery.slides.${current.key}.caption`)}`}
      </p>
    </section>
  );
}
