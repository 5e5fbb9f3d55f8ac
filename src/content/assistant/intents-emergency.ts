// Intents for danger to life: the answer leads with the numbers to call (from the Rights & Safety
// emergency contacts, by the number dialled) before anything else. Keywords lean towards catching
// a real emergency: a false alarm costs a line of text, a missed one costs much more.
import type { AssistantIntent } from './intent-types';

export const EMERGENCY_INTENTS: AssistantIntent[] = [
  {
    id: 'suicide',
    keywords: {
      en: ['suicid*', 'kill myself', 'want to die', 'end my life', 'hurt myself', 'self harm', 'no reason to live'],
      es: ['suicid*', 'matarme', 'quiero morir', 'quiero morirme', 'quitarme la vida', 'hacerme dano', 'no quiero vivir'],
      zh: ['自杀', '想死', '不想活', '结束生命', '伤害自己', '轻生'],
    },
    redirects: ['/rights'],
    guides: ['emergency/988'],
    emergency: ['988', '911'],
  },
  {
    id: 'domestic-violence',
    keywords: {
      en: ['domestic violence', 'abus*', 'violence', 'violent', 'hits me', 'beats me', 'beat me'],
      es: ['violencia domestica', 'violencia', 'violento', 'abus*', 'maltrat*', 'me pega', 'me golpea'],
      zh: ['家暴', '家庭暴力', '虐待', '暴力', '打我'],
    },
    redirects: ['/rights'],
    guides: ['emergency/18777852020', 'emergency/911'],
    emergency: ['911', '18777852020'],
    overruledWhenSafe: true,
  },
  {
    id: 'medical-emergency',
    keywords: {
      en: [
        'chest pain',
        'cant breathe',
        'cannot breathe',
        'not breathing',
        'trouble breathing',
        'bleeding',
        'unconscious',
        'passed out',
        'stroke',
        'heart attack',
        'seizure',
        'overdose',
      ],
      es: [
        'dolor de pecho',
        'dolor en el pecho',
        'no puedo respirar',
        'no respira',
        'sangr*',
        'inconsciente',
        'desmay*',
        'derrame',
        'infarto',
        'ataque al corazon',
        'convulsion*',
        'sobredosis',
      ],
      zh: ['胸痛', '胸口痛', '胸口疼', '喘不过气', '不能呼吸', '无法呼吸', '呼吸困难', '流血', '出血', '昏迷', '晕倒', '中风', '心脏病', '抽搐', '吃药过量'],
    },
    redirects: ['/map?category=clinic'],
    guides: ['emergency/911', 'eligibility/walk-in'],
    service: { type: 'MEDICAL_SERVICE_NEEDED', urgency: 'URGENT' },
    emergency: ['911'],
  },
  {
    id: 'poison',
    keywords: {
      en: ['poison*', 'swallowed'],
      es: ['veneno', 'envenen*', 'intoxica*', 'se trago'],
      zh: ['中毒', '误食', '吞了'],
    },
    redirects: ['/rights'],
    guides: ['emergency/18002221222'],
    service: { type: 'MEDICAL_SERVICE_NEEDED', urgency: 'URGENT' },
    emergency: ['18002221222', '911'],
  },
  {
    id: 'danger',
    keywords: {
      en: ['danger', 'dangerous', 'emergency', 'hurting me', 'hit me', 'help me now'],
      es: ['peligro', 'peligroso', 'emergencia', 'auxilio'],
      zh: ['危险', '紧急情况', '有人打', '救命'],
    },
    unless: {
      en: ['emergency room', 'emergency department', 'emergency contact*'],
      es: ['sala de emergencia*', 'contacto* de emergencia'],
      zh: ['急诊'],
    },
    redirects: ['/rights'],
    guides: ['emergency/911'],
    emergency: ['911'],
  },
  {
    // Words of danger that more often mean none ("fired", "fire drill", "threatened to evict me").
    id: 'danger-common-words',
    keywords: {
      en: ['attack*', 'gun', 'knife', 'fire', 'threaten*'],
      es: ['ataca*', 'pistola', 'arma', 'cuchillo', 'incendio', 'fuego', 'amenaz*'],
      zh: ['枪', '刀', '着火', '火灾', '威胁'],
    },
    redirects: ['/rights'],
    guides: ['emergency/911'],
    emergency: ['911'],
    overruledWhenSafe: true,
  },
];
