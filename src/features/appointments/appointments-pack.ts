// Book & Prepare's tasks (how to book, fees, what to bring), one pack per language (src/ui/screen-pack.ts).
import type { ScreenPacks } from '../../content/screen-packs';
import { screenPackOf, useScreenPack } from '../../ui/screen-pack';

type AppointmentsContent = ScreenPacks['appointments'];

export const appointmentsPack = screenPackOf('appointments');

export const useAppointmentsContent = (): AppointmentsContent => useScreenPack(appointmentsPack);
