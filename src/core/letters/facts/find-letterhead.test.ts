import { describe, expect, it } from 'vitest';
import { AGENCIES } from '../../../content/letters/agencies';
import { findLetterhead } from './find-letterhead';
import type { LetterLanguage } from '../letter-language';

const sender = (text: string, language: LetterLanguage = 'en') => findLetterhead(text, language, AGENCIES);

describe('who wrote the letter', () => {
  it('reads the letterhead before the body', () => {
    const summons =
      'Commonwealth of Massachusetts\nHousing Court Department\nEastern Division\n\nSUMMONS AND COMPLAINT\nLandlord: Oak Street Realty LLC\nTenant: Ana Lopez\nYour landlord is asking the court to evict you.';
    expect(sender(summons)).toMatchObject({ agency: 'trial-court', sender: 'court' });
    const irs = 'Department of the Treasury\nInternal Revenue Service\nAndover, MA 01810\n\nNotice CP14\nYou owe $812.40.';
    expect(sender(irs)).toMatchObject({ agency: 'irs', sender: 'notsure', name: 'Internal Revenue Service' });
  });

  it('tells the Health Connector from MassHealth, and USCIS from MassHealth', () => {
    const connector =
      'Massachusetts Health Connector\nPO Box 4011, Boston MA\n\nPREMIUM INVOICE\nIf you do not pay, your ConnectorCare coverage may end. Questions about MassHealth? Call MassHealth.';
    expect(sender(connector).agency).toBe('health-connector');
    const approval = 'U.S. Citizenship and Immigration Services\nI-797 Notice of Action\n\nThe above petition has been approved.';
    expect(sender(approval).agency).toBe('uscis');
  });

  it('reads Spanish and Chinese letterheads', () => {
    expect(sender('Departamento de Asistencia Transicional (DTA)\n\nAviso de recertificación de SNAP', 'es').agency).toBe('dta');
    expect(sender('波士顿公立学校\n家庭注册中心\n\n入学通知', 'zh').sender).toBe('school');
  });

  it('names a sender no list knows by its letterhead, and says when it does not know', () => {
    expect(sender('Harbor Community Health Center\n398 Neponset Ave, Dorchester MA\n\nDear patient,')).toMatchObject({
      agency: null,
      sender: 'notsure',
      name: 'Harbor Community Health Center',
    });
    expect(sender('Dear neighbor,\nThe food pantry is open on Saturdays.')).toMatchObject({ agency: null, name: null });
  });
});
