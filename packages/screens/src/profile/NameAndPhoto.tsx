import { Button, FileTrigger, initialsOf, Link, TextField } from '@hr/ui';
import { useState } from 'react';
import { type FormSubmitResult, RefusalBanner } from '../forms/index.ts';
import styles from './NameAndPhoto.module.css';

export interface NameAndPhotoProps {
  /** The legal name (first and last), as on the account: shown, not edited here. */
  legalName: string;
  /** The name chosen to be shown by; null when the legal name is used. */
  displayName: string | null;
  /** The photo to show (an object URL of the downloaded file); undefined for initials. */
  photoUrl?: string;
  /** Stores the display name (blank clears it); a refusal comes back as its message. */
  onSaveName: (displayName: string | null) => Promise<FormSubmitResult>;
  /** Uploads the file and makes it the photo; a refusal (type, size) comes back as its message. */
  onUploadPhoto: (file: File) => Promise<FormSubmitResult>;
  onRemovePhoto: () => Promise<FormSubmitResult>;
  /** Where the legal name's change is asked for (Employee Management › Request). */
  requestHref?: string;
}

export const NAME_SAVED = 'Your display name is saved.';
/** The types the server accepts for a photo; the chooser offers only these. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const DISPLAY_NAME_MAX = 50;

/**
 * My profile's name and photo (issue 28 item 6): the name one is shown by and one's photo, both one's
 * own to change at once. The legal name is the employer's record, so its change is a request that
 * needs approval: the card says so and links to it.
 */
export function NameAndPhoto({
  legalName,
  displayName,
  photoUrl,
  onSaveName,
  onUploadPhoto,
  onRemovePhoto,
  requestHref = '/management/request',
}: NameAndPhotoProps) {
  const [name, setName] = useState(displayName ?? '');
  const [saving, setSaving] = useState<'name' | 'photo' | null>(null);
  const [outcome, setOutcome] = useState<{ refusal: string } | { saved: string } | null>(null);

  const run = async (what: 'name' | 'photo', action: () => Promise<FormSubmitResult>, saved: string) => {
    setSaving(what);
    setOutcome(null);
    try {
      const feedback = await action();
      setOutcome(feedback ? { refusal: feedback.message } : { saved });
    } finally {
      setSaving(null);
    }
  };
  const shownName = displayName ?? legalName;

  return (
    <div className={styles.card}>
      <RefusalBanner feedback={outcome && 'refusal' in outcome ? { message: outcome.refusal } : null} />
      <div className={styles.photoRow}>
        {photoUrl ? (
          <img className={styles.photo} src={photoUrl} alt={shownName} />
        ) : (
          <span
            className={styles.photo}
            role="img"
            aria-label={`No photo: initials ${initialsOf(shownName)}`}
          >
            {initialsOf(shownName)}
          </span>
        )}
        <div className={styles.photoActions}>
          <FileTrigger
            acceptedFileTypes={PHOTO_TYPES}
            isDisabled={saving !== null}
            emptyLabel="JPEG, PNG or WebP, at most 2 MB"
            onSelect={([file]) => {
              if (file) void run('photo', () => onUploadPhoto(file), 'Your photo is saved.');
            }}
          >
            {photoUrl ? 'Replace photo' : 'Upload photo'}
          </FileTrigger>
          {photoUrl ? (
            <Button
              variant="secondary"
              isDisabled={saving !== null}
              onPress={() => void run('photo', onRemovePhoto, 'Your photo is removed.')}
            >
              Remove photo
            </Button>
          ) : null}
        </div>
      </div>
      <form
        className={styles.nameForm}
        onSubmit={(event) => {
          event.preventDefault();
          void run('name', () => onSaveName(name.trim() ? name.trim() : null), NAME_SAVED);
        }}
      >
        <TextField
          label="Display name"
          description={`Shown in the app instead of ${legalName}. Leave it blank to use your legal name.`}
          value={name}
          onChange={setName}
          maxLength={DISPLAY_NAME_MAX}
          isDisabled={saving !== null}
        />
        <Button type="submit" isPending={saving === 'name'} isDisabled={saving === 'photo'}>
          Save display name
        </Button>
      </form>
      <p className={styles.legal}>
        Your legal name is {legalName}. To change it, <Link href={requestHref}>send a request</Link>: it needs
        approval.
      </p>
      <p role="status" className={styles.status}>
        {saving === 'photo' ? 'Uploading your photo…' : outcome && 'saved' in outcome ? outcome.saved : ''}
      </p>
    </div>
  );
}
