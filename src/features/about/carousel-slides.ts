// `?no-inline` keeps each illustration a hashed file of its own (precached by the service worker)
// instead of a data URL inside the page chunk, which Vite would do for files under 4 KB.
import busStop from './illustrations/bus-stop.svg?no-inline';
import clinic from './illustrations/clinic.svg?no-inline';
import kitchenTable from './illustrations/kitchen-table.svg?no-inline';
import library from './illustrations/library.svg?no-inline';
import officeCounter from './illustrations/office-counter.svg?no-inline';
import schoolDoor from './illustrations/school-door.svg?no-inline';

/** Every illustration shares this viewBox; the img attributes reserve the space before it loads. */
export const ILLUSTRATION_WIDTH = 400;
export const ILLUSTRATION_HEIGHT = 300;

/** Alt text and caption live under `gallery.slides.<key>`. */
export const CAROUSEL_SLIDES = [
  { key: 'kitchen', src: kitchenTable },
  { key: 'busStop', src: busStop },
  { key: 'clinic', src: clinic },
  { key: 'school', src: schoolDoor },
  { key: 'library', src: library },
  { key: 'office', src: officeCounter },
] as const;
