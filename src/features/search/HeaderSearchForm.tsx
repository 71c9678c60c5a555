import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import classes from './HeaderSearch.module.css';
import { searchHref } from './searchParams';

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
      aria-label="Quick search"
      method="get"
      action="/search"
      className={classes.form}
      onSubmit={submit}
    >
      <input
        type="search"
        name="q"
        aria-label="Search VetHub"
        placeholder="Search VetHub"
        className={classes.input}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <Button type="submit" variant="subtle">
        Search
      </Button>
    </form>
  );
}
