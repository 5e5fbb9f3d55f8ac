// The words that name who sent a letter: the office's name as it signs its letters (in English,
// and as its Spanish letters and pages write it), its website and the form numbers only it uses.
// The engine falls back on these when no letter kind matches; 'notsure' is what is left when none
// of them is found either. A phrase names one sender only.
import type { SenderSignals } from './letter-types';

export const SENDER_SIGNALS: SenderSignals = {
  rmv: {
    en: ['registry of motor vehicles', 'rmv', 'massdot', 'myrmv', 'rmv service center'],
    es: ['registro de vehículos motorizados', 'registro de vehiculos de motor', 'rmv', 'massdot', 'myrmv'],
  },
  masshealth: {
    en: ['masshealth', 'office of medicaid', 'executive office of health and human services', 'masshealth customer service center'],
    es: ['masshealth', 'oficina de medicaid', 'oficina ejecutiva de salud y servicios humanos', 'centro de servicio al cliente de masshealth'],
  },
  school: {
    en: ['public schools', 'school district', 'school committee', 'superintendent of schools', 'school department'],
    es: ['escuelas públicas', 'distrito escolar', 'comité escolar', 'superintendente de escuelas', 'departamento escolar'],
  },
  court: {
    en: ['trial court', 'district court', 'superior court', 'housing court', 'probate and family court', 'docket number', 'commonwealth of massachusetts trial court'],
    es: ['tribunal de primera instancia', 'tribunal de distrito', 'tribunal superior', 'tribunal de vivienda', 'tribunal de familia', 'número de expediente'],
  },
  uscis: {
    en: ['u.s. citizenship and immigration services', 'uscis', 'uscis.gov', 'form i-797', 'notice of action'],
    es: ['servicio de ciudadanía e inmigración', 'uscis', 'uscis.gov', 'formulario i-797', 'aviso de acción'],
  },
  ice: {
    en: ['immigration and customs enforcement', 'ice.gov', 'deportation officer', 'ice field office'],
    es: ['servicio de inmigración y control de aduanas', 'ice.gov', 'oficial de deportación', 'oficina de campo de ice'],
  },
  eviction: {
    en: ['landlord', 'tenant', 'tenancy', 'rent owed', 'unpaid rent'],
    es: ['arrendador', 'inquilino', 'arrendamiento', 'renta adeudada', 'alquiler adeudado'],
  },
};
