import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded overlay mounts on first open and
 * then stays mounted, so its closing animation and focus return still run.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
