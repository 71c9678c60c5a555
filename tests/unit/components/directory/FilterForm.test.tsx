// @vitest-environment happy-dom
/** A directory's filter form: its fields, applied together on "Show …", and "Clear filters". */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterForm, type FilterFormSpec } from '../../../../src/components/directory/FilterForm';
import type { DealsFilter, JobsFilter, ServicesFilter } from '../../../../src/data/query';
import { jobFilterForm } from '../../../../src/features/jobs/jobFilterForm';
import { jobFilterFromParams } from '../../../../src/features/jobs/jobFilterParams';
import { dealFilterForm } from '../../../../src/features/vetdeals/dealFilterForm';

function showJobs(filter: JobsFilter) {
  const onApply = vi.fn<(f: JobsFilter) => void>();
  render(
    <MantineProvider>
      <FilterForm filter={filter} onApply={onApply} spec={jobFilterForm} />
    </MantineProvider>,
  );
  return onApply;
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a directory filter form', () => {
  it('applies the words, the choice and the flag together on submit, from page 1', () => {
    const onApply = showJobs({ table: 'unemployment_jobs', page: 3 });
    change('Keyword', 'nurse');
    change('State', 'TX');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remote jobs only' }));
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show jobs' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      table: 'unemployment_jobs',
      page: 1,
      keyword: 'nurse',
      state: 'TX',
      remote: true,
    });
  });

  it('takes blank words, the first choice and an unticked flag as no filter', () => {
    const onApply = showJobs({
      table: 'unemployment_jobs',
      keyword: 'nurse',
      state: 'TX',
      remote: true,
    });
    expect(screen.getByLabelText('Keyword')).toHaveProperty('value', 'nurse');
    change('Keyword', '   ');
    change('State', '');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remote jobs only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show jobs' }));
    const [applied] = onApply.mock.calls[0] ?? [];
    expect(applied).toStrictEqual({
      table: 'unemployment_jobs',
      page: 1,
      keyword: undefined,
      state: undefined,
      remote: undefined,
    });
  });

  it('empties its fields at Clear filters at once, whatever the page does with the cleared list', () => {
    // The page keeps the filter it had (a search still rendering when Clear is pressed).
    const onApply = showJobs({ table: 'unemployment_jobs', keyword: 'nurse', state: 'TX' });
    change('Keyword', 'welder');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ table: 'unemployment_jobs', page: 1 });
    expect(screen.getByLabelText('Keyword')).toHaveProperty('value', '');
    expect(screen.getByLabelText('State')).toHaveProperty('value', '');
  });

  it('submits, before the app runs, the query the page reads back as the same filter', () => {
    const filter: JobsFilter = {
      table: 'unemployment_jobs',
      keyword: 'nurse',
      state: 'TX',
      remote: true,
    };
    showJobs(filter);
    const form = screen.getByRole('form', { name: 'Filter jobs' });
    expect(form.getAttribute('method')).toBe('get');
    const query = new URLSearchParams(
      new FormData(form as HTMLFormElement) as unknown as string[][],
    );
    expect(query.toString()).toBe('q=nurse&state=TX&remote=1');
    expect(jobFilterFromParams(query)).toEqual({ ...filter, page: 1 });
  });

  it('clears to the whole directory, from its first page', () => {
    const onApply = vi.fn();
    const filter: DealsFilter = {
      table: 'vet_deals',
      search: 'tires',
      category: 'Travel',
      page: 2,
    };
    render(
      <MantineProvider>
        <FilterForm filter={filter} onApply={onApply} spec={dealFilterForm} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ table: 'vet_deals', page: 1 });
  });

  it('offers known values through the browser’s list where a field has suggestions', () => {
    const spec: FilterFormSpec<ServicesFilter> = {
      label: 'Filter services',
      submitLabel: 'Show listings',
      fields: [
        { kind: 'words', key: 'credential', label: 'Credential', suggestions: ['VSO', 'CVSO'] },
      ],
    };
    render(
      <MantineProvider>
        <FilterForm filter={{ table: 'services' }} onApply={() => {}} spec={spec} />
      </MantineProvider>,
    );
    const input = screen.getByLabelText('Credential');
    expect(input.getAttribute('name')).toBe('credential');
    const options =
      document.getElementById(input.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [];
    expect([...options].map((o) => o.getAttribute('value'))).toEqual(['VSO', 'CVSO']);
  });
});
