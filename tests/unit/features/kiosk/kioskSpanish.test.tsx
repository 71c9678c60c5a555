// @vitest-environment happy-dom
/** The kiosk set-up in the page's language (issue 35): English as before, Spanish on Spanish pages. */
import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { shownPage } from '../../support/shownPage';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllSpanish } from '../../../../src/app/spanishWords';
import { activateLanguage } from '../../../../src/lib/i18n';
import {
  KIOSK_DEFAULTS,
  kioskSettingSchema,
  removeKioskSetting,
  writeKioskSetting,
} from '../../../../src/data/kioskSetting';
import KioskPage from '../../../../src/features/kiosk/KioskPage';
import { KioskSettingsForm } from '../../../../src/features/kiosk/KioskSettingsForm';

beforeAll(() => loadAllSpanish());
afterEach(() => {
  activateLanguage('en');
  removeKioskSetting();
});

const shown = shownPage;

const form = (isKiosk: boolean) => (
  <KioskSettingsForm
    initial={KIOSK_DEFAULTS}
    isKiosk={isKiosk}
    onSave={() => {}}
    onLeave={() => {}}
  />
);

/** The error the name field shows after saving with this name. */
function nameErrorFor(name: string): string {
  const field = screen.getByLabelText(/Kiosk name|Nombre del quiosco/);
  fireEvent.change(field, { target: { value: name } });
  fireEvent.submit(screen.getByRole('form'));
  const describedBy = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return describedBy
    .map((id) => document.getElementById(id))
    .filter((node) => node?.className.includes('error'))
    .map((node) => node?.textContent)
    .join('');
}

describe('the kiosk set-up in Spanish', () => {
  it('asks an administrator to sign in, in English as before', () => {
    const page = shown(<KioskPage />);
    expect(screen.getByRole('heading', { name: 'Administrator sign-in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in as administrator' })).toBeTruthy();
    expect(page.textContent).toContain('This browser is in normal mode.');
  });

  it('asks an administrator to sign in, in Spanish', () => {
    activateLanguage('es');
    const page = shown(<KioskPage />);
    expect(screen.getByRole('heading', { name: 'Inicio de sesión de administrador' })).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico')).toBeTruthy();
    expect(page.textContent).toContain('Este navegador está en modo normal.');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión como administrador' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Escriba su correo electrónico y su contraseña',
    );
    expect(page.textContent).not.toMatch(/Administrator|normal mode|Password/);
  });

  it('names the kiosk and its idle time in Spanish', () => {
    writeKioskSetting({ ...KIOSK_DEFAULTS, name: 'Recepción' });
    activateLanguage('es');
    const page = shown(<KioskPage />);
    expect(page.textContent).toContain(
      'Este navegador es el quiosco Recepción. La sesión termina después de 3 minutos sin que nadie toque la pantalla ni oprima una tecla.',
    );
  });

  it('shows the settings form in Spanish', () => {
    activateLanguage('es');
    const page = shown(form(true));
    expect(screen.getByRole('heading', { name: 'Configuración de este quiosco' })).toBeTruthy();
    expect(screen.getByDisplayValue('3 minutos')).toBeTruthy();
    expect(page.textContent).toContain('Se muestra un aviso 30 segundos antes.');
    expect(screen.getByRole('button', { name: 'Guardar y reiniciar el quiosco' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salir del modo quiosco' })).toBeTruthy();
    expect(page.textContent).not.toMatch(/Kiosk name|Leave kiosk|Save and restart/);
  });

  it('says the name’s problems as the setting’s schema does in English, and in Spanish', () => {
    const messages = (name: string) =>
      kioskSettingSchema.safeParse({ ...KIOSK_DEFAULTS, name }).error?.issues[0]?.message;
    const long = 'x'.repeat(61);
    const english = shown(form(false));
    expect(nameErrorFor(' ')).toBe(messages(' '));
    expect(nameErrorFor(long)).toBe(messages(long));
    english.remove();

    activateLanguage('es');
    shown(form(false));
    expect(nameErrorFor(' ')).toBe('Dele al quiosco un nombre que el personal reconozca.');
    expect(nameErrorFor(long)).toBe('Use 60 caracteres o menos.');
    fireEvent.change(screen.getByLabelText('Nombre del quiosco'), {
      target: { value: 'Recepción' },
    });
    fireEvent.submit(screen.getByRole('form'));
    expect(document.body.textContent).toContain(
      'Acepte el aviso de almacenamiento en nombre de los visitantes de este quiosco.',
    );
  });
});
