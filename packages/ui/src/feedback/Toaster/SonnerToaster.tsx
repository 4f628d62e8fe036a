import { useTheme } from '@emotion/react';
import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { toasterReady } from './toast.ts';

/** sonner's toaster in the mall's type; loaded on demand by `Toaster`. */
export default function SonnerToaster({ duration = 3000 }: { duration?: number }) {
  const t = useTheme();
  // Sonner subscribes in its own effect, which runs before this one: queued toasts are not lost.
  useEffect(() => {
    toasterReady(toast);
    return () => toasterReady(undefined);
  }, []);
  return (
    <Sonner
      position="top-center"
      duration={duration}
      toastOptions={{ style: { fontFamily: t.font.family, fontSize: t.font.size.md, color: t.color.text } }}
    />
  );
}
