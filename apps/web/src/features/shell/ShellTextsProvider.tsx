'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { ShellTexts } from './shellTexts';

const ShellTextsContext = createContext<ShellTexts | null>(null);

export function ShellTextsProvider({
  texts,
  children,
}: {
  texts: ShellTexts;
  children: ReactNode;
}) {
  return <ShellTextsContext.Provider value={texts}>{children}</ShellTextsContext.Provider>;
}

export function useShellTexts(): ShellTexts {
  const texts = useContext(ShellTextsContext);
  if (!texts) throw new Error('useShellTexts must be used within a ShellTextsProvider');
  return texts;
}
