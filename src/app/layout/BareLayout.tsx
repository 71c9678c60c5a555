import { Outlet } from 'react-router';
import { SkipLink } from './SkipLink';

/** For sign-in and registration (spec §2: no layout): the page brings its own main landmark. */
export function BareLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}
