import { XSS_CORPUS } from '@hr/domain';
import { FormattedText } from './FormattedText.tsx';

declare global {
  interface Window {
    /** Set by any corpus payload that runs: they all call alert, confirm or prompt. */
    __xssRan?: true;
  }
}

/**
 * A story's beforeEach: alert, confirm and prompt record that a script ran instead of opening a
 * dialog; the originals come back afterwards.
 */
export function watchForScripts() {
  const originals = { alert: window.alert, confirm: window.confirm, prompt: window.prompt };
  delete window.__xssRan;
  const ran = () => {
    window.__xssRan = true;
    return null;
  };
  window.alert = ran;
  window.confirm = () => Boolean(ran());
  window.prompt = ran;
  return () => {
    Object.assign(window, originals);
    delete window.__xssRan;
  };
}

/** Every entry of the corpus rendered under its name; accepted entries carry the text they must show. */
export function FormattedTextXssCorpus() {
  return (
    <ul aria-label="XSS corpus">
      {XSS_CORPUS.map((entry) => (
        <li key={entry.name}>
          <strong>{entry.name}</strong>
          <div data-shown-text={entry.verdict === 'shown-as-text' ? entry.shownText : undefined}>
            <FormattedText source={entry.source} />
          </div>
        </li>
      ))}
    </ul>
  );
}
