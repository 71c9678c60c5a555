// @vitest-environment happy-dom
/** The shared components in the page's language (issue 35): English as before, Spanish on Spanish pages. */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../src/lib/i18n';
import { loadAllSpanish } from '../../../src/app/spanishWords';
import { ListPager } from '../../../src/components/ListPager';
import { planLines, restoredWords } from '../../../src/components/deviceBackup/backupWords';
import { errorExplanation, notFoundMessage } from '../../../src/components/errors/errorText';
import {
  credentialsProblem,
  newPasswordSchema,
} from '../../../src/components/forms/credentialRules';
import { stateFilterField } from '../../../src/components/directory/stateFilterField';
import { postKinds } from '../../../src/components/postKinds';
import { fieldRuleText } from '../../../src/components/posting/fieldRuleText';
import { submissionHeading } from '../../../src/components/posting/submissionWords';

beforeAll(() => loadAllSpanish());
afterEach(() => activateLanguage('en'));

const plan = {
  claimsAdded: 1,
  claimsReplaced: 0,
  claimsKept: 2,
  savedAdded: 0,
  savedAlready: 1,
  settings: { highContrast: true },
};

describe('the shared components in Spanish', () => {
  it('count in the page’s language, one and many', () => {
    expect(planLines(plan)).toEqual([
      'Add 1 claim.',
      "Leave 2 claims as they are: this device's copy is as new or newer.",
      'Skip 1 saved item already saved here.',
      'Set high contrast on.',
    ]);
    activateLanguage('es');
    expect(planLines(plan)).toEqual([
      'Agregar 1 reclamo.',
      'Dejar 2 reclamos como están: la copia de este dispositivo es igual de nueva o más nueva.',
      'Omitir 1 elemento que ya está guardado aquí.',
      'Configurar: alto contraste activado.',
    ]);
    expect(restoredWords({ ...plan, savedAdded: 1 })).toBe(
      'Se restauró lo siguiente: 1 reclamo y 1 elemento guardado, y su configuración.',
    );
  });

  it('say where a list is and what a page could not find', () => {
    activateLanguage('es');
    render(
      <MantineProvider>
        <ListPager page={1} total={85_603} estimated noun="ofertas" onPage={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('list-total').textContent).toBe(
      'Mostrando 1–10 de aproximadamente 86,000 ofertas',
    );
    expect(notFoundMessage('/nada', false)).toBe('Página no encontrada: /nada');
    expect(errorExplanation(404)).toBe('La página no existe o puede haberse movido.');
  });

  it('make module-level words when they are read', () => {
    expect(errorExplanation(403)).toBe("You don't have permission to view this page.");
    expect(stateFilterField.label).toBe('State');
    expect(postKinds.deal.submit.label).toBe('Offer a VetDeal');
    activateLanguage('es');
    expect(stateFilterField.label).toBe('Estado');
    expect(stateFilterField.data[0]).toEqual({ value: '', label: 'Todos los estados' });
    expect(postKinds.deal.submit.label).toBe('Ofrecer una VetDeal');
    const field = { name: 'title', label: 'Título', kind: 'text' as const, required: true };
    expect(fieldRuleText({ ...field, maxLength: 120 })).toBe('Obligatorio; hasta 120 caracteres.');
    expect(submissionHeading('VetDeal', { state: 'queued', offline: true })).toBe(
      'Su VetDeal está en espera en este dispositivo',
    );
  });

  it('check sign-in and new passwords with messages in the page’s language', () => {
    activateLanguage('es');
    expect(credentialsProblem('a@b.co', '123')).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
    const next = zod4Resolver(newPasswordSchema, { errorPriority: 'first' });
    expect(next({ password: 'secret1', confirm: 'secret2' })).toEqual({
      confirm: 'Las dos contraseñas no coinciden.',
    });
  });
});
