import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import classes from './HeaderSearch.module.css';
import { currentLanguage } from '../../lib/i18n';
import { pathIn } from '../../lib/language';
import { searchHref } from './searchParams';
import { t } from './quick/words';

/** The header's search box: a plain form that opens the search page, so the index and its
 * library load only when someone searches. */
export function HeaderSearchForm() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchHref(query.trim()));
    setQuery('');
  };
  return (
    <form
      role="search"
      aria-label={t('search.quick.label')}
      method="get"
      // Without scripts the form itself goes: to the search page in this page's language.
      action={pathIn(currentLanguage(), '/search')}
      className={classes.form}
      onSubmit={submit}
    >
      <input
        type="search"
        name="q"
        aria-label={t('search.searchVetHub')}
        placeholder={t('search.searchVetHub')}
        className={classes.input}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <Button type="submit" variant="subtle">
        {t('search.quick.button')}
      </Button>
    </form>
  );
}
