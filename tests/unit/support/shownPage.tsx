/** A page or a part of one as a person sees it: in Mantine and a data router. */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

// Pages read their h1 from the route's handle: a data router gives them one.
export const shownPage = (node: ReactNode) =>
  render(
    <MantineProvider>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: node }])} />
    </MantineProvider>,
  ).container;
