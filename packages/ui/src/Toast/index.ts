export { ToastRegion, type ToastRegionProps } from './ToastRegion.tsx';
export {
  type AddToastOptions,
  createToastQueue,
  type ToastContent,
  ToastQueue,
  type ToastVariant,
} from './toastQueue.ts';
