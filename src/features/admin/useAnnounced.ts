import { useState } from 'react';

/** The message an action leaves for the announcer; the view reloads after each one. */
export function useAnnounced(reload: () => void) {
  const [message, setMessage] = useState('');
  const done = (text: string) => {
    setMessage(text);
    reload();
  };
  return { message, setMessage, done };
}
