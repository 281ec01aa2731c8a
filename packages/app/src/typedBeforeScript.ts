/**
 * What a visitor typed into a prerendered page before its script ran, handed over to the hydrated page
 * (issue 33). The public pages paint from their HTML, so on a slow connection the sign-in form can be
 * filled before the script has arrived; hydration renders each field from the form's own, empty state,
 * and what was typed would vanish. So the fields are noted just before hydrating, and once the page has
 * hydrated each one that lost its text gets it back as typing would give it (an input event, which the
 * form's state follows). Then the page is marked as the script's: index.html's inline script holds a
 * submit until then, so an Enter pressed early sends nothing anywhere and loses nothing.
 */

/** The attribute on <html> that says the page's script has taken it over (read by index.html's script). */
const SCRIPT_READY_ATTRIBUTE = 'data-script-ready';

interface TypedField {
  name: string;
  value: string;
  checked: boolean;
}

/** The inputs whose typed text is kept; the others (buttons, files, hidden) are not typed into. */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

let noted: TypedField[] = [];

/** Notes the named fields of `container` that hold something the HTML did not: call it just before hydrating. */
export function noteTypedFields(container: HTMLElement): void {
  noted = [];
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[name], textarea[name]',
  )) {
    const isText = field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.type);
    const isChoice =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    if (isText && field.value !== field.defaultValue) {
      noted.push({ name: field.name, value: field.value, checked: false });
    } else if (isChoice && field.checked !== field.defaultChecked) {
      noted.push({ name: field.name, value: field.value, checked: field.checked });
    }
  }
}

/**
 * Gives each noted field back what was typed, as typing would: the form's state, which the hydrated
 * render took the field's value from, follows the event, so the text stays whatever React writes
 * next (it resets a hydrated field to that state, sometimes after this has run). Called once the first
 * render has committed (an effect of the page's outermost component); a second call finds nothing
 * noted and only marks the page again.
 */
export function restoreTypedFields(): void {
  const typed = noted;
  noted = [];
  for (const { name, value, checked } of typed) {
    for (const field of document.getElementsByName(name)) {
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        if (field.value !== value || !(checked || field.type === 'checkbox')) continue;
        // Back to the state React rendered, then a click, as the visitor's own, to where they left it.
        field.checked = !checked;
        field.click();
      } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        // Typing may have gone on while the page hydrated (publicPage.ts hydrates in slices): the field's
        // own text is then the latest, unless React has put back its empty state. (A field the visitor
        // emptied meanwhile looks the same as that, and gets the noted text back.)
        const latest = field.value === '' ? value : field.value;
        // React read the typed text as the field's own when it hydrated: first the empty value it
        // rendered, then the typed text as input, which it reports as a change.
        field.value = '';
        setWithoutReact(field, latest);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  }
  document.documentElement.setAttribute(SCRIPT_READY_ATTRIBUTE, 'true');
}

/**
 * Sets a field's value through its prototype's setter: React keeps, through a setter on the element
 * itself, the value it knows of, and reports a change only when the field's differs from it.
 */
function setWithoutReact(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}
