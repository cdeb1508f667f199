import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@toolkit/shared';
import { copyText } from '../lib/clipboard.ts';

/** Copy, then report `copied` for the spec's 2 seconds so a check icon can show. */
export function useCopied() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    await copyText(text);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), TIMINGS.copyTickMs);
  }, []);
  return { copied, copy };
}
