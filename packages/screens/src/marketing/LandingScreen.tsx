import { Card, Icon, Link, TopBar } from '@hr/ui';
import { useId } from 'react';
import styles from './LandingScreen.module.css';

export interface LandingScreenProps {
  productName: string;
  signInHref?: string;
  registerHref?: string;
}

/** What this build does today; a line moves here when its area is built, not before. */
const WORKS_TODAY = [
  'Sign-up and sign-in for administrators',
  'The employee directory, and quick entry of a new employee',
  'The dashboard, with figures counted from your own employees',
  'A light and a dark theme',
] as const;

/**
 * §2.11 the public home page at / and /landing: the spec's headline, then a plain account of what
 * the product is, what works today and what is still being built. No invented customers, people,
 * prices or promises.
 */
export function LandingScreen({
  productName,
  signInHref = '/login',
  registerHref = '/register',
}: LandingScreenProps) {
  const headlineId = useId();
  return (
    <div className={styles.page}>
      <TopBar productName={productName} homeHref="/">
        <Link href={signInHref} variant="standalone">
          Sign in
        </Link>
      </TopBar>
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby={headlineId}>
          <h1 id={headlineId} className={styles.headline}>
            Your management story starts with us.
          </h1>
          <p className={styles.lead}>
            {productName} is an HR and payroll app for employers and their staff: staff records, leave,
            attendance, documents, incidents, team communication, payroll and employer set-up. It is being
            built one area at a time, and this page says which parts work today.
          </p>
          <div className={styles.actions}>
            <Link href={registerHref} className={styles.primaryAction}>
              Create your account
            </Link>
            <Link href={signInHref} className={styles.secondaryAction}>
              Sign in
            </Link>
          </div>
        </section>
        <div className={styles.sections}>
          <Card title="What works today">
            <ul className={styles.list}>
              {WORKS_TODAY.map((item) => (
                <li key={item} className={styles.listItem}>
                  <Icon name="check" className={styles.checkIcon} />
                  {item}
                </li>
              ))}
            </ul>
          </Card>
          <Card title="What is being built">
            <p className={styles.text}>
              Leave, attendance, document workflow, incidents, team communication, payroll and the rest of
              employer set-up are being built one area at a time. Until an area is ready, the app’s menu lists
              it as “Not yet available”, so nothing pretends to work before it does.
            </p>
          </Card>
        </div>
      </main>
      <footer className={styles.footer}>
        <p className={styles.footerName}>{productName}</p>
        <nav aria-label="Account" className={styles.footerLinks}>
          <Link href={signInHref} variant="standalone">
            Sign in
          </Link>
          <Link href={registerHref} variant="standalone">
            Create account
          </Link>
        </nav>
      </footer>
    </div>
  );
}
