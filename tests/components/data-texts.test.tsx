// @vitest-environment jsdom
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ar from '../../public/assets/i18n/ar.json';
import en from '../../public/assets/i18n/en.json';
import sp from '../../public/assets/i18n/sp.json';
import { parseNotificationSubject } from '../../src/api/notification-subject';
import { useTrainingTypeName } from '../../src/routes/trainings/training-type-name';
import { useDescribeNotification } from '../../src/routes/notifications/notification-views';

const subject = {
  kind: 'expiring',
  trainingId: 'trn-1',
  trainingCode: 'FS-102',
  trainingTitle: 'Fire Warden Training',
  employeeId: 'emp-1',
  employeeName: 'Julia Ivanova',
  expiryDate: '2026-12-25' as string | null,
  dueDate: null as string | null,
  lapses: false,
};
const english = 'Fire Warden Training (FS-102) expires on 25 Dec 2026.';

function hookIn<Result>(hook: () => Result, locale: string, messages: Record<string, string>): Result {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={messages}>
      {children}
    </IntlProvider>
  );
  return renderHook(hook, { wrapper }).result.current;
}

const describeIn = (locale: string, messages: Record<string, string>) => hookIn(useDescribeNotification, locale, messages);

describe('training types (enumerated values are translated, §16)', () => {
  it('names the known types in the active language, whatever their case', () => {
    const typeName = hookIn(useTrainingTypeName, 'es', sp);
    expect(['Classroom', 'e-learning', 'On-the-job', 'Certification', 'Workshop'].map((name) => typeName({ name }))).toEqual([
      'Presencial',
      'E-learning',
      'En el puesto de trabajo',
      'Certificación',
      'Taller',
    ]);
  });

  it('keeps a type it does not know as the backend named it', () => {
    expect(hookIn(useTrainingTypeName, 'ar', ar)({ name: 'Simulator' })).toBe('Simulator');
    expect(hookIn(useTrainingTypeName, 'ar', ar)({ name: 'constructor' })).toBe('constructor');
  });
});

describe('notification texts from data (§16)', () => {
  it('words an expiring training in English with the app’s date format', () => {
    expect(describeIn('en', en)({ description: english, subject }, false)).toBe('Fire Warden Training (FS-102) expires on Dec 25, 2026.');
  });

  it('words an expired one in Spanish, the date in Spanish, the names as they are', () => {
    expect(describeIn('es', sp)({ description: english, subject: { ...subject, kind: 'expired' } }, false)).toBe(
      'Fire Warden Training (FS-102) venció el 25 dic 2026.',
    );
  });

  it('words it in Arabic', () => {
    const text = describeIn('ar', ar)({ description: english, subject }, false);
    expect(text).toContain('تنتهي صلاحية Fire Warden Training (FS-102)');
    expect(text).not.toContain('expires');
  });

  it('words a required training that lapses with nothing scheduled, and one never completed, with the day it became owed', () => {
    expect(describeIn('en', en)({ description: english, subject: { ...subject, lapses: true } }, false)).toBe(
      'Fire Warden Training (FS-102) is required and expires on Dec 25, 2026 with no session scheduled.',
    );
    const missing = { ...subject, kind: 'missing', expiryDate: null, dueDate: '2026-03-01' };
    expect(describeIn('en', en)({ description: english, subject: missing }, false)).toBe(
      'Fire Warden Training (FS-102) is required and has been missing since Mar 1, 2026.',
    );
    expect(describeIn('es', sp)({ description: english, subject: missing }, false)).toBe(
      'Fire Warden Training (FS-102) es obligatoria y falta desde el 1 mar 2026.',
    );
  });

  it('falls back to the server’s description when there is no subject', () => {
    expect(describeIn('es', sp)({ description: english, subject: null }, false)).toBe(english);
  });
});

describe('notification texts as drawn: names isolated, codes unbroken', () => {
  it('puts the training in <bdi>, so a right-to-left override (U+202E) in its name orders only the name', () => {
    const hostile = { ...subject, trainingTitle: 'Fire \u202eWarden' };
    const { container } = render(<p>{describeIn('en', en)({ description: english, subject: hostile }, true)}</p>);
    const isolated = [...container.querySelectorAll('bdi')].map((element) => element.textContent);
    expect(isolated).toEqual(['Fire \u202eWarden', 'FS-102']);
    expect(container.querySelector('bdi.nowrap')?.textContent).toBe('FS-102');
    expect(container.textContent).toBe('Fire \u202eWarden (FS-102) expires on Dec 25, 2026.');
  });
});

describe('parseNotificationSubject (the boundary)', () => {
  it('reads a whole subject', () => {
    expect(parseNotificationSubject(subject)).toEqual(subject);
  });

  it.each([
    ['no subject', undefined],
    ['another kind', { ...subject, kind: 'valid' }],
    ['a day that does not exist', { ...subject, expiryDate: '2026-02-30' }],
    ['a missing training without the day it became owed', { ...subject, kind: 'missing' }],
    ['a date with a time', { ...subject, expiryDate: '2026-12-25T00:00:00Z' }],
    ['an empty title', { ...subject, trainingTitle: ' ' }],
    ['a number for a code', { ...subject, trainingCode: 102 }],
    ['a list', [subject]],
  ])('gives null for %s', (_case, value) => {
    expect(parseNotificationSubject(value)).toBeNull();
  });

  it('never throws, and what it gives has every field of its type (generated)', () => {
    const anySubject = fc.oneof(
      fc.anything(),
      fc.record({
        kind: fc.constantFrom('expiring', 'expired', 'missing', 'other', 1),
        trainingId: fc.oneof(fc.string(), fc.integer()),
        trainingCode: fc.string(),
        trainingTitle: fc.string(),
        employeeId: fc.string(),
        employeeName: fc.string(),
        expiryDate: fc.oneof(
          fc.string(),
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
        ),
        dueDate: fc.oneof(
          fc.constant(undefined),
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
        ),
        lapses: fc.anything(),
      }),
    );
    fc.assert(
      fc.property(anySubject, (value) => {
        const parsed = parseNotificationSubject(value);
        if (parsed) {
          expect(['expiring', 'expired', 'missing']).toContain(parsed.kind);
          const day = parsed.kind === 'missing' ? parsed.dueDate : parsed.expiryDate;
          expect(Number.isNaN(Date.parse(day!))).toBe(false);
          expect(parsed.kind === 'missing' ? parsed.expiryDate : parsed.dueDate).toBeNull();
          expect(typeof parsed.lapses).toBe('boolean');
          for (const field of ['trainingId', 'trainingCode', 'trainingTitle', 'employeeId', 'employeeName'] as const)
            expect(typeof parsed[field]).toBe('string');
        }
      }),
      { numRuns: 1000 },
    );
  });
});
