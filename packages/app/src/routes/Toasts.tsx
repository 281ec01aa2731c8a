import { ToastRegion } from '@hr/ui';
import { toastQueue } from '../toasts.ts';

/** The toast region, in a chunk of its own: see Root for why. */
export default function Toasts() {
  return <ToastRegion queue={toastQueue} />;
}
