// The words of the auth mails, in the five languages Pali speaks (the account's preferred
// language from its sign-up metadata; English when it has none). Plain words, short lines.
// Rules: a mail that only informs (the notices to the old address) never carries a link that
// changes anything; the code line keeps the form "<words>: <code>" so a person can find the code.
// Keyed by the stored language code, the spelling the sign-up metadata holds.
import type { StoredLanguage } from '../../../src/core/language';

export interface TokenMailWords {
  subject: string;
  intro: string;
  /** Before the link, when the site's URL is known. */
  openLink: string;
  /** Before the code, when there is no link. */
  enterCode: string;
  /** Before the code, after a link. */
  orCode: string;
  outro: string[];
}

interface NoticeWords {
  subject: string;
  lines: (old: string, next: string, resetPage: string | undefined) => string[];
}

export interface MailWords {
  recovery: TokenMailWords;
  confirmation: TokenMailWords;
  emailChange: TokenMailWords;
  emailChangeRequested: NoticeWords;
  emailChanged: NoticeWords;
}

const en: MailWords = {
  recovery: {
    subject: 'Reset your Pali password',
    intro: 'Someone asked to reset the password of your Pali account.',
    openLink: 'To choose a new password, open this link within one hour:',
    enterCode: 'To choose a new password, enter this code within one hour:',
    orCode: 'Or enter this code:',
    outro: ['If you did not ask for this, ignore this mail: your password stays the same.'],
  },
  confirmation: {
    subject: 'Confirm your email address for Pali',
    intro: 'Welcome to Pali! Please confirm that this email address is yours.',
    openLink: 'To confirm it, open this link:',
    enterCode: 'To confirm it, enter this code in Pali:',
    orCode: 'Or enter this code:',
    outro: ['Once your address is confirmed, Pali can email you reminders of your appointments and deadlines.', 'If you did not create a Pali account, ignore this mail.'],
  },
  emailChange: {
    subject: 'Confirm your new sign-in email for Pali',
    intro: 'Someone asked to use this email address to sign in to a Pali account.',
    openLink: 'To confirm, open this link within one hour:',
    enterCode: 'To confirm, enter this code in Pali within one hour:',
    orCode: 'Or enter this code:',
    outro: ['The sign-in email changes only when you confirm. If you did not ask for this, ignore this mail.'],
  },
  emailChangeRequested: {
    subject: 'Someone asked to change your Pali sign-in email',
    lines: (old, next, resetPage) => [
      `Someone asked to change the email you use to sign in to Pali, from ${old} to ${next}.`,
      'Nothing changes unless the new address is confirmed with a link we sent to it.',
      `If this was not you, change your password now so that nobody else can use your account${resetPage ? `:\n${resetPage}` : '.'}`,
      'Changing your password signs you out on every other device.',
    ],
  },
  emailChanged: {
    subject: 'Your Pali sign-in email was changed',
    lines: (old, next) => [
      `The email you use to sign in to Pali was changed from ${old} to ${next}. From now on, sign in with ${next}.`,
      'If you did not make this change, someone else may be using your account. Tell the people who run this Pali service right away.',
    ],
  },
};

const es: MailWords = {
  recovery: {
    subject: 'Restablezca su contraseña de Pali',
    intro: 'Alguien pidió restablecer la contraseña de su cuenta de Pali.',
    openLink: 'Para elegir una contraseña nueva, abra este enlace antes de una hora:',
    enterCode: 'Para elegir una contraseña nueva, escriba este código antes de una hora:',
    orCode: 'O escriba este código:',
    outro: ['Si usted no lo pidió, ignore este correo: su contraseña no cambia.'],
  },
  confirmation: {
    subject: 'Confirme su correo electrónico para Pali',
    intro: '¡Bienvenido a Pali! Confirme que este correo electrónico es suyo.',
    openLink: 'Para confirmarlo, abra este enlace:',
    enterCode: 'Para confirmarlo, escriba este código en Pali:',
    orCode: 'O escriba este código:',
    outro: ['Cuando su correo esté confirmado, Pali podrá enviarle recordatorios de sus citas y plazos.', 'Si usted no creó una cuenta de Pali, ignore este correo.'],
  },
  emailChange: {
    subject: 'Confirme su nuevo correo para entrar a Pali',
    intro: 'Alguien pidió usar este correo electrónico para entrar a una cuenta de Pali.',
    openLink: 'Para confirmarlo, abra este enlace antes de una hora:',
    enterCode: 'Para confirmarlo, escriba este código en Pali antes de una hora:',
    orCode: 'O escriba este código:',
    outro: ['El correo para entrar cambia solo cuando usted lo confirma. Si usted no lo pidió, ignore este correo.'],
  },
  emailChangeRequested: {
    subject: 'Alguien pidió cambiar su correo para entrar a Pali',
    lines: (old, next, resetPage) => [
      `Alguien pidió cambiar el correo que usa para entrar a Pali, de ${old} a ${next}.`,
      'Nada cambia a menos que se confirme el correo nuevo con un enlace que le enviamos.',
      `Si no fue usted, cambie su contraseña ahora para que nadie más pueda usar su cuenta${resetPage ? `:\n${resetPage}` : '.'}`,
      'Al cambiar su contraseña, se cierra la sesión en todos sus otros dispositivos.',
    ],
  },
  emailChanged: {
    subject: 'Se cambió su correo para entrar a Pali',
    lines: (old, next) => [
      `El correo que usa para entrar a Pali cambió de ${old} a ${next}. Desde ahora, entre con ${next}.`,
      'Si usted no hizo este cambio, puede que otra persona esté usando su cuenta. Avise enseguida a quienes administran este servicio de Pali.',
    ],
  },
};

const cn: MailWords = {
  recovery: {
    subject: '重置您的 Pali 密码',
    intro: '有人请求重置您的 Pali 账户密码。',
    openLink: '要设置新密码，请在一小时内打开此链接：',
    enterCode: '要设置新密码，请在一小时内输入此验证码：',
    orCode: '或输入此验证码：',
    outro: ['如果不是您本人请求的，请忽略此邮件：您的密码不会改变。'],
  },
  confirmation: {
    subject: '确认您在 Pali 的电子邮箱',
    intro: '欢迎使用 Pali！请确认这个电子邮箱是您的。',
    openLink: '要确认，请打开此链接：',
    enterCode: '要确认，请在 Pali 中输入此验证码：',
    orCode: '或输入此验证码：',
    outro: ['邮箱确认后，Pali 就可以用电子邮件提醒您的预约和截止日期。', '如果您没有创建 Pali 账户，请忽略此邮件。'],
  },
  emailChange: {
    subject: '确认您用于登录 Pali 的新邮箱',
    intro: '有人请求用这个电子邮箱登录一个 Pali 账户。',
    openLink: '要确认，请在一小时内打开此链接：',
    enterCode: '要确认，请在一小时内在 Pali 中输入此验证码：',
    orCode: '或输入此验证码：',
    outro: ['只有在您确认后，登录邮箱才会更改。如果不是您本人请求的，请忽略此邮件。'],
  },
  emailChangeRequested: {
    subject: '有人请求更改您的 Pali 登录邮箱',
    lines: (old, next, resetPage) => [
      `有人请求把您登录 Pali 所用的邮箱从 ${old} 改为 ${next}。`,
      '只有通过我们发送到新邮箱的链接确认后，才会更改。',
      `如果不是您本人，请立即更改密码，以免他人使用您的账户${resetPage ? `：\n${resetPage}` : '。'}`,
      '更改密码后，您的其他所有设备都会退出登录。',
    ],
  },
  emailChanged: {
    subject: '您的 Pali 登录邮箱已更改',
    lines: (old, next) => [
      `您登录 Pali 所用的邮箱已从 ${old} 改为 ${next}。今后请用 ${next} 登录。`,
      '如果这不是您本人所做的更改，可能有其他人在使用您的账户。请立即告知运营此 Pali 服务的人员。',
    ],
  },
};

const pt: MailWords = {
  recovery: {
    subject: 'Redefina sua senha do Pali',
    intro: 'Alguém pediu para redefinir a senha da sua conta do Pali.',
    openLink: 'Para escolher uma nova senha, abra este link em até uma hora:',
    enterCode: 'Para escolher uma nova senha, digite este código em até uma hora:',
    orCode: 'Ou digite este código:',
    outro: ['Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.'],
  },
  confirmation: {
    subject: 'Confirme seu endereço de e-mail no Pali',
    intro: 'Boas-vindas ao Pali! Confirme que este endereço de e-mail é seu.',
    openLink: 'Para confirmar, abra este link:',
    enterCode: 'Para confirmar, digite este código no Pali:',
    orCode: 'Ou digite este código:',
    outro: [
      'Depois de confirmar seu endereço, o Pali pode enviar por e-mail lembretes dos seus atendimentos e prazos.',
      'Se você não criou uma conta no Pali, ignore este e-mail.',
    ],
  },
  emailChange: {
    subject: 'Confirme seu novo e-mail de acesso ao Pali',
    intro: 'Alguém pediu para usar este endereço de e-mail para entrar em uma conta do Pali.',
    openLink: 'Para confirmar, abra este link em até uma hora:',
    enterCode: 'Para confirmar, digite este código no Pali em até uma hora:',
    orCode: 'Ou digite este código:',
    outro: ['O e-mail de acesso só muda quando você confirmar. Se não foi você que pediu, ignore este e-mail.'],
  },
  emailChangeRequested: {
    subject: 'Alguém pediu para mudar seu e-mail de acesso ao Pali',
    lines: (old, next, resetPage) => [
      `Alguém pediu para mudar o e-mail que você usa para entrar no Pali, de ${old} para ${next}.`,
      'Nada muda, a menos que o novo endereço seja confirmado com um link que enviamos para ele.',
      `Se não foi você, mude sua senha agora para que ninguém mais possa usar sua conta${resetPage ? `:\n${resetPage}` : '.'}`,
      'Mudar a senha desconecta você de todos os outros aparelhos.',
    ],
  },
  emailChanged: {
    subject: 'Seu e-mail de acesso ao Pali foi alterado',
    lines: (old, next) => [
      `O e-mail que você usa para entrar no Pali foi alterado de ${old} para ${next}. De agora em diante, entre com ${next}.`,
      'Se não foi você que fez essa mudança, outra pessoa pode estar usando sua conta. Avise agora as pessoas que cuidam deste serviço do Pali.',
    ],
  },
};

const ht: MailWords = {
  recovery: {
    subject: 'Chanje modpas Pali ou',
    intro: 'Yon moun mande pou chanje modpas kont Pali ou.',
    openLink: 'Pou chwazi yon nouvo modpas, louvri lyen sa a nan yon èdtan:',
    enterCode: 'Pou chwazi yon nouvo modpas, tape kòd sa a nan yon èdtan:',
    orCode: 'Oswa tape kòd sa a:',
    outro: ['Si se pa ou ki te mande sa, pa okipe imèl sa a: modpas ou pa chanje.'],
  },
  confirmation: {
    subject: 'Konfime adrès imèl ou pou Pali',
    intro: 'Byenveni nan Pali! Tanpri konfime adrès imèl sa a se pou ou.',
    openLink: 'Pou konfime l, louvri lyen sa a:',
    enterCode: 'Pou konfime l, tape kòd sa a nan Pali:',
    orCode: 'Oswa tape kòd sa a:',
    outro: ['Lè adrès ou konfime, Pali ka voye w imèl pou raple w randevou ou ak dat limit ou.', 'Si se pa ou ki te kreye yon kont Pali, pa okipe imèl sa a.'],
  },
  emailChange: {
    subject: 'Konfime nouvo imèl ou pou konekte nan Pali',
    intro: 'Yon moun mande pou sèvi ak adrès imèl sa a pou konekte nan yon kont Pali.',
    openLink: 'Pou konfime, louvri lyen sa a nan yon èdtan:',
    enterCode: 'Pou konfime, tape kòd sa a nan Pali nan yon èdtan:',
    orCode: 'Oswa tape kòd sa a:',
    outro: ['Imèl pou konekte a chanje sèlman lè ou konfime. Si se pa ou ki te mande sa, pa okipe imèl sa a.'],
  },
  emailChangeRequested: {
    subject: 'Yon moun mande pou chanje imèl ou sèvi pou konekte nan Pali',
    lines: (old, next, resetPage) => [
      `Yon moun mande pou chanje imèl ou sèvi pou konekte nan Pali, soti nan ${old} pou ale nan ${next}.`,
      'Anyen pa chanje si yo pa konfime nouvo adrès la ak yon lyen nou voye ba li.',
      `Si se pa t ou, chanje modpas ou kounye a pou pèsonn lòt pa ka sèvi ak kont ou${resetPage ? `:\n${resetPage}` : '.'}`,
      'Lè ou chanje modpas ou, sa dekonekte w sou tout lòt aparèy ou yo.',
    ],
  },
  emailChanged: {
    subject: 'Imèl ou sèvi pou konekte nan Pali chanje',
    lines: (old, next) => [
      `Imèl ou sèvi pou konekte nan Pali chanje soti nan ${old} pou ale nan ${next}. Apati kounye a, konekte ak ${next}.`,
      'Si se pa ou ki te fè chanjman sa a, gen lòt moun ki ka ap sèvi ak kont ou. Di moun ki jere sèvis Pali sa a sa touswit.',
    ],
  },
};

export const MAIL_WORDS: Record<StoredLanguage, MailWords> = { en, es, cn, pt, ht };
