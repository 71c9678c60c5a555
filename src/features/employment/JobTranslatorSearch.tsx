import { NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { IndexResults, ServerResults, type OpenDetails } from './JobTranslatorResults';
import { branches, type CareerRow } from './translatorSearch';
import { loadUnmappedCodes } from './unmappedCodes';
import { useCareersIndex, useOccupationIndex } from './useCareersIndex';
import { branchName } from './employmentWords';
import { t } from './words';
import { withEmptyChoice } from '../../lib/options';

/** The translator's search box, branch choice and results. */
export function JobTranslatorSearch() {
  const [text, setText] = useState('');
  const [branch, setBranch] = useState('');
  const [unmapped, setUnmapped] = useState<CareerRow[] | undefined>(undefined);
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (key: string) =>
      setOpenKeys((keys) => {
        const next = new Set(keys);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const details: OpenDetails = useMemo(() => ({ keys: openKeys, toggle }), [openKeys, toggle]);
  const index = useCareersIndex();
  const occupations = useOccupationIndex(index, unmapped);
  const deferredText = useDeferredValue(text);
  const query = useMemo(
    () => ({ text: deferredText, branch: branch || undefined }),
    [deferredText, branch],
  );

  useEffect(() => {
    let current = true;
    void loadUnmappedCodes().then((rows) => current && setUnmapped(rows));
    return () => {
      current = false;
    };
  }, []);

  return (
    <Stack gap="md" component="section" aria-labelledby="translator-search-title">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} id="translator-search-title">
            {t('employment.search.heading')}
          </Title>
          <TextInput
            label={t('employment.search.label')}
            description={t('employment.search.help')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            type="search"
          />
          <NativeSelect
            label={t('employment.search.branch')}
            value={branch}
            onChange={(e) => setBranch(e.currentTarget.value)}
            data={withEmptyChoice(
              t('employment.search.allBranches'),
              branches.map((b) => ({ value: b, label: branchName(b) })),
            )}
          />
        </Stack>
      </Paper>
      {query.text.trim() === '' ? (
        <Text>{t('employment.search.prompt')}</Text>
      ) : occupations ? (
        <IndexResults occupations={occupations} query={query} details={details} />
      ) : (
        <ServerResults unmapped={unmapped} query={query} details={details} />
      )}
    </Stack>
  );
}
