// Book & Prepare's tasks (how to book, fees, what to bring), one pack per language (src/ui/screen-pack.ts).
import type { ScreenPacks } from '../../content/screen-packs';
import { screenPack, useScreenPack } from '../../ui/screen-pack';

type AppointmentsContent = ScreenPacks['appointments'];

export const appointmentsPack = screenPack<AppointmentsContent>({
  en: () => import('virtual:screen-pack/appointments-en'),
  es: () => import('virtual:screen-pack/appointments-es'),
  zh: () => import('virtual:screen-pack/appointments-zh'),
  pt: () => import('virtual:screen-pack/appointments-pt'),
  ht: () => import('virtual:screen-pack/appointments-ht'),
});

export const useAppointmentsContent = (): AppointmentsContent => useScreenPack(appointmentsPack);
