// @vitest-environment happy-dom
/**
 * The data layer's answers in the page's language (issue 35): made when they are said, so a
 * schema or a function defined while the page was English answers in Spanish on a Spanish page,
 * and English stays word for word as before.
 */
import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage, spanishSettled } from '../../../src/lib/i18n';
import { adminCall, AdminError } from '../../../src/data/admin/adminCall';
import { lookersByItem } from '../../../src/data/admin/queuePresence';
import { KIOSK_DEFAULTS, kioskSettingSchema } from '../../../src/data/kioskSetting';
import { reportListing } from '../../../src/data/reports';
import { reportStorageProblem } from '../../../src/data/storageStatus';

// The server fails the report (no answer worth showing): the data layer says why itself.
vi.mock('../../../src/data/supabaseClient', () => ({
  supabase: { rpc: () => Promise.resolve({ error: { message: 'upstream' }, status: 503 }) },
}));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

const nameProblem = (name: string) =>
  kioskSettingSchema.safeParse({ ...KIOSK_DEFAULTS, name }).error?.issues[0]?.message;
const idleProblem = () =>
  kioskSettingSchema.safeParse({ ...KIOSK_DEFAULTS, idleMinutes: 4 }).error?.issues[0]?.message;
const storageProblem = (name: string) =>
  reportStorageProblem({ name }, createStore() as Parameters<typeof reportStorageProblem>[1])
    .message;
const adminRefusal = () =>
  adminCall(() => Promise.resolve({ data: null, error: { message: 'x' }, status: 500 })).catch(
    (error: unknown) => (error instanceof AdminError ? error.message : 'not an AdminError'),
  );
const myOtherTab = () =>
  lookersByItem({ other: [{ user: 'me', item: 'services:1' }] }, 'mine', 'me');

// The Spanish catalog comes as a Spanish page asks for it, as in the app.
beforeAll(async () => {
  activateLanguage('es');
  await spanishSettled();
  activateLanguage('en');
});

afterEach(() => {
  activateLanguage('en');
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('the data layer’s words', () => {
  it('are Spanish on a Spanish page', async () => {
    activateLanguage('es');
    expect(nameProblem(' ')).toBe('Dele al quiosco un nombre que el personal reconozca.');
    expect(nameProblem('x'.repeat(61))).toBe('Use 60 caracteres o menos.');
    expect(idleProblem()).toBe('Elija un tiempo de inactividad.');
    expect(storageProblem('QuotaExceededError')).toBe(
      'Su dispositivo no tiene espacio de almacenamiento, así que VetHub no pudo guardar esto. ' +
        'Libere espacio en su dispositivo y vuelva a intentarlo.',
    );
    expect(await reportListing('services', 1, 'spam', '')).toBe(
      'No se pudo enviar el reporte. Inténtelo de nuevo.',
    );
    expect(await adminRefusal()).toBe(
      'No se pudo comunicar con el servidor. No se cambió nada; inténtelo de nuevo.',
    );
    expect(myOtherTab().get('services:1')).toEqual(['usted, en otra pestaña']);
    setOnline(false);
    expect(await reportListing('services', 1, 'spam', '')).toMatch(/^Usted no tiene conexión/);
  });

  it('stay English, word for word, on an English page', async () => {
    expect(nameProblem(' ')).toBe('Give the kiosk a name staff will recognize.');
    expect(nameProblem('x'.repeat(61))).toBe('Use 60 characters or fewer.');
    expect(idleProblem()).toBe('Choose an idle time.');
    expect(storageProblem('QuotaExceededError')).toBe(
      'Your device is out of storage space, so VetHub could not save this. ' +
        'Free up some space on your device, then try again.',
    );
    expect(storageProblem('SecurityError')).toMatch(/^Your browser is not letting VetHub/);
    expect(await reportListing('services', 1, 'spam', '')).toBe(
      'The report could not be sent. Try again.',
    );
    expect(await adminRefusal()).toBe(
      'The server could not be reached. Nothing was changed; try again.',
    );
    expect(myOtherTab().get('services:1')).toEqual(['you, in another tab']);
    setOnline(false);
    expect(await reportListing('services', 1, 'spam', '')).toBe(
      'You are offline, so the report was not sent. What you wrote is kept: send it when you are back online.',
    );
  });
});
