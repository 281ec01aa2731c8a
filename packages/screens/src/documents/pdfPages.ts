import { AnnotationMode, GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * PDF.js, imported only when a PDF is previewed (`PdfPreview` imports this module dynamically), so
 * no route's bundle carries it. Its worker is the file Vite emits for the `?url` import.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** The widest a page is drawn, in CSS pixels: the review panel's width. */
const PAGE_WIDTH = 720;

export interface OpenedPdf {
  pageCount: number;
  /** Draws page `pageNumber` (from 1) onto the canvas, as pixels only. */
  drawPage: (pageNumber: number, canvas: HTMLCanvasElement) => Promise<void>;
  close: () => void;
}

/**
 * Opens the PDF at `url` (an object URL the app made from the stored bytes). PDF.js 6 has no eval
 * path left to switch off (its `isEvalSupported` option is gone with the code it guarded); WebAssembly
 * stays off, as the app's Content-Security-Policy allows no wasm compiling and PDF.js has JavaScript
 * decoders for the same images; XFA forms stay off. Pages are only ever drawn to a canvas, with no
 * annotation, text or form layer: the PDF's scripts never run, and its links and fields do nothing.
 *
 * Aborting `signal` stops the opening where it is: PDF.js reads the URL only once its worker has
 * started, and the app releases the URL as soon as the preview goes, so a load left running would
 * ask for a released URL (the browser reports that as a failed load).
 */
export async function openPdf(url: string, signal: AbortSignal): Promise<OpenedPdf> {
  signal.throwIfAborted();
  const loading = getDocument({ url, useWasm: false, enableXfa: false, stopAtErrors: true });
  const stop = () => void loading.destroy();
  signal.addEventListener('abort', stop, { once: true });
  let document: PDFDocumentProxy;
  try {
    document = await loading.promise;
  } catch (error) {
    stop();
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
  }
  return {
    pageCount: document.numPages,
    drawPage: async (pageNumber, canvas) => {
      const page = await document.getPage(pageNumber);
      const unscaled = page.getViewport({ scale: 1 });
      const scale = Math.min(PAGE_WIDTH / unscaled.width, 2);
      const viewport = page.getViewport({ scale: scale * (globalThis.devicePixelRatio || 1) });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(unscaled.width * scale)}px`;
      // ENABLE draws annotations' own appearance (a signature stamp, a filled field) as pixels; the
      // interactive layers PDF.js would add over the canvas are never made.
      await page.render({ canvas, viewport, annotationMode: AnnotationMode.ENABLE }).promise;
    },
    close: () => void loading.destroy(),
  };
}
