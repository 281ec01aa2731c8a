import { Card } from '@hr/ui';
import styles from './StatusPage.module.css';

export interface WelcomeScreenProps {
  productName: string;
}

/** The home page of this build: says plainly what works today. */
export function WelcomeScreen({ productName }: WelcomeScreenProps) {
  return (
    <section className={styles.page} aria-labelledby="welcome-title">
      <h1 id="welcome-title" className={styles.title}>
        Welcome to {productName}
      </h1>
      <p className={styles.text}>
        HR and payroll for employers and their staff: staff records, leave, attendance, documents, incidents,
        team communication, payroll and employer set-up.
      </p>
      <Card title="What this build contains">
        <p className={styles.text}>
          The menu lists every area of the product. Areas marked “Not yet available” have no screen in this
          build; each one opens here as soon as it is built. Nothing in this app pretends to save data it does
          not save.
        </p>
      </Card>
    </section>
  );
}
