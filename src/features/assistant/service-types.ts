// What a service marker means on screen (spec section 3, "Assistant markup"): its title and the
// map category the "Go to Map Tool" button opens. An unknown type is titled "Service Needed"
// and opens the whole map.
import { URGENT, type ServiceSuggestion } from '../../core/assistant/assistant-types';

const MAP_CATEGORY: Record<string, string> = {
  LEGAL_SERVICE_NEEDED: 'legal',
  MEDICAL_SERVICE_NEEDED: 'clinic',
  RMV_SERVICE_NEEDED: 'rmv',
  SCHOOL_SERVICE_NEEDED: 'school',
};

/** The key of the service's title in the assistant namespace. */
export function serviceTitleKey(type: string): string {
  return type in MAP_CATEGORY ? `service.${type}` : 'service.unknown';
}

export function serviceMapPath(type: string): string {
  const category = MAP_CATEGORY[type];
  return category ? `/map?category=${category}` : '/map';
}

export const isUrgent = (service: ServiceSuggestion) => service.urgency === URGENT;
