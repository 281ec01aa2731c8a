import { LOGO_MAX_BYTES, LOGO_MEDIA_TYPES } from '@hr/domain';
import { Button, type ControlledFieldRenderProps, DropZone } from '@hr/ui';
import { useState } from 'react';
import styles from './EmployerInformationScreen.module.css';

export type LogoFieldProps = Pick<
  ControlledFieldRenderProps<string | null>,
  'value' | 'onChange' | 'errorMessage'
>;

/** The file as a data URL, as the logo is kept and sent. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The employer's logo: dropped or chosen as a PNG, JPEG or SVG of at most 512 KB, shown as a
 * preview. The drop zone refuses other files with a sentence naming the file and the problem.
 */
export function LogoField({ value, onChange, errorMessage }: LogoFieldProps) {
  const [readError, setReadError] = useState<string | null>(null);
  return (
    <div className={styles.logo}>
      {value ? (
        <div className={styles.logoPreview}>
          {/* An <img> never runs an SVG's scripts, so an uploaded SVG is safe to show here. */}
          <img src={value} alt="Logo preview" className={styles.logoImage} />
          <Button variant="secondary" size="small" onPress={() => onChange(null)}>
            Remove logo
          </Button>
        </div>
      ) : null}
      {/* The form section's heading "Logo" names the field; a legend would say it twice. */}
      <DropZone
        acceptedFileTypes={LOGO_MEDIA_TYPES}
        maxFileSize={LOGO_MAX_BYTES}
        browseLabel={value ? 'Choose another logo' : 'Choose logo'}
        errorMessage={errorMessage ?? readError ?? undefined}
        onFilesAccepted={([file]) => {
          if (!file) return;
          setReadError(null);
          readAsDataUrl(file).then(onChange, () =>
            setReadError(`${file.name} could not be read. Choose it again.`),
          );
        }}
      />
    </div>
  );
}
