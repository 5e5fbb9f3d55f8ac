// Why a letter calls for legal help, so the alert can say why in words that fit: a court
// case (criminal and immigration courts included), immigration enforcement or a denial, the end of
// a tenancy; or only that the date to act is 7 or fewer days away. An approval
// or a receipt is never flagged for its kind: a false alarm teaches people to ignore the alert.
import { dueBadge } from './deadline';
import type { AppointmentFact } from './facts/letter-facts-types';
import type { LetterLanguage } from './letter-language';

export type LegalHelpReason = 'court' | 'immigration' | 'eviction' | 'deadline';

interface LegalHelpInput {
  kind: { sender: string; agency: string; legalHelp: boolean } | undefined;
  agency: string | null;
  sender: string;
  text: string;
  language: LetterLanguage;
  appointment: AppointmentFact | null;
  deadline: string | null;
  today: Date;
}

const IMMIGRATION_AGENCIES = new Set(['eoir', 'ice', 'uscis']);
// A tenancy ending, in the letter's words.
const TENANCY_ENDS = {
  en: /\b(?:notice to quit|terminat\w* (?:of )?your (?:tenancy|lease)|(?:will|does|do) not (?:be )?renew\w* (?:your|the) (?:lease|tenancy|rental agreement)|lease non-?renewal|non-?renewal of (?:your|the) lease|vacate|deliver up possession|summary process|eviction)\b/iu,
  es: /\b(?:aviso de desalojo|desalojo|desaloj\w+|terminar su (?:arrendamiento|contrato)|no (?:se )?renovar\w* (?:su|el) (?:contrato|arrendamiento)|no renovaci[oó]n (?:de|del) (?:su )?(?:contrato|arrendamiento)|desocupar|proceso sumario)\b/iu,
  zh: /(?:驱逐|迁出|搬出|终止租约|终止您的租赁|不再续租|不续租|腾空)/u,
};
const COURT_CASE = {
  en: /\b(?:summons|docket|plaintiff|defendant|complaint|arraignment|show cause|clerk-magistrate|criminal|removal proceedings|notice to appear)\b/iu,
  es: /\b(?:citaci[oó]n judicial|emplazamiento|expediente|demandante|demandado|denuncia|lectura de cargos|penal|procedimiento de deportaci[oó]n|aviso de comparecencia)\b/iu,
  zh: /(?:传票|案卷|原告|被告|诉状|刑事|提审|递解程序|出庭通知)/u,
};

/** Whether the letter ends (or refuses to renew) a tenancy. */
export const tenancyEnds = (text: string, language: LetterLanguage) => TENANCY_ENDS[language].test(text);

// A decision against the person (not "failure to appear may result in denial"), or a request for
// more before USCIS decides.
const IMMIGRATION_TROUBLE = {
  en: /\b(?:(?:is|are|has been|have been|was|were) denied|we (?:must |have |hereby |are )?den(?:y|ied|ying)|den(?:y|ied|ying) (?:your|the|this) (?:application|petition|request|case|form)|notice of denial|denial notice|decision:?\s*denied|request for evidence|notice of intent to (?:deny|revoke)|(?:is|has been) revoked|removal proceedings)\b/iu,
  es: /\b(?:(?:ha sido|han sido|fue|fueron) (?:denegad|negad)\w*|denegamos|aviso de denegaci[oó]n|solicitud de evidencia|aviso de intenci[oó]n de (?:denegar|revocar)|procedimiento de deportaci[oó]n)\b/iu,
  zh: /(?:已被拒绝|被拒绝|拒绝通知|驳回|补件通知|补充证据|意向拒绝|撤销|递解程序)/u,
};
const COURT_DATE = {
  en: /\b(?:court date|appear in court|your hearing|your case)\b/iu,
  es: /\b(?:fecha en (?:el tribunal|la corte)|comparecer ante|su audiencia|su caso)\b/iu,
  zh: /(?:出庭|开庭|庭审|您的案件|听证)/u,
};

export function legalHelpReasonOf(input: LegalHelpInput): LegalHelpReason | null {
  const { kind, agency, sender, text, language } = input;
  if (kind?.legalHelp) {
    if (kind.sender === 'eviction' || TENANCY_ENDS[language].test(text)) return 'eviction';
    if (IMMIGRATION_AGENCIES.has(kind.agency) || kind.sender === 'uscis' || kind.sender === 'ice') return 'immigration';
    return 'court';
  }
  if (!kind) {
    if (agency === 'eoir' || agency === 'ice') return 'immigration';
    // USCIS saying no, or asking for more before it decides: a lawyer's moment.
    if (agency === 'uscis' && IMMIGRATION_TROUBLE[language].test(text)) return 'immigration';
    // A letter that ends a tenancy is an eviction step whoever signs it.
    if (TENANCY_ENDS[language].test(text) && (sender === 'eviction' || sender === 'court' || agency === null)) return 'eviction';
    // A court's letter about a case, or one that calls the person to a court date.
    const courtDate = input.appointment?.what === 'hearing' || COURT_DATE[language].test(text);
    if (sender === 'court' && agency !== 'jury-commissioner' && (COURT_CASE[language].test(text) || courtDate)) return 'court';
  }
  const near = input.deadline !== null && dueBadge(input.deadline, input.today).days <= 7;
  return near ? 'deadline' : null;
}
