import { CONTACT_REPLY_PROMISE } from '@hr/domain';
import { Card, Icon, Link, TopBar } from '@hr/ui';
import { useId } from 'react';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';
import styles from './LandingScreen.module.css';
import type { MenuArea, MenuAvailability } from './menuAvailability.ts';

export interface LandingScreenProps {
  productName: string;
  /** The side menu's entries by whether they open a page today (`menuAvailability`). */
  availability: MenuAvailability;
  signInHref?: string;
  registerHref?: string;
  /** Sends the contact form (§2.11); see ContactForm. */
  onContactSubmit: ContactFormProps['onSubmit'];
  /** The server's confirmation once a contact message went through. */
  contactSentMessage?: string | undefined;
}

/** "Leave Management: Planner, Schedule": a menu group and its entries on one side. */
function AreaItem({ area, isWorking }: { area: MenuArea; isWorking: boolean }) {
  return (
    <li className={styles.listItem}>
      {isWorking ? <Icon name="check" className={styles.checkIcon} /> : null}
      <span>
        <strong className={styles.areaName}>{area.label}</strong>
        {area.entries.length > 0 ? `: ${area.entries.join(', ')}` : null}
      </span>
    </li>
  );
}

/**
 * §2.11 the public home page at / and /landing: the spec's headline, then a plain account of what
 * the product is, what works today and what is still being built, both read off the side menu so the
 * page says what the app does, and the contact form. No invented customers, people or prices; one
 * promise, the reply's (CONTACT_REPLY_PROMISE), the same in the contact section and the footer.
 */
export function LandingScreen({
  productName,
  availability: { worksToday, beingBuilt },
  signInHref = '/login',
  registerHref = '/register',
  onContactSubmit,
  contactSentMessage,
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
            {worksToday.length > 0 ? (
              <ul className={styles.list}>
                {worksToday.map((area) => (
                  <AreaItem key={area.id} area={area} isWorking />
                ))}
              </ul>
            ) : (
              <p className={styles.text}>No page of the menu is open yet: the first areas are being built.</p>
            )}
          </Card>
          <Card title="What is being built">
            {beingBuilt.length > 0 ? (
              <div className={styles.stack}>
                <ul className={styles.list}>
                  {beingBuilt.map((area) => (
                    <AreaItem key={area.id} area={area} isWorking={false} />
                  ))}
                </ul>
                <p className={styles.text}>
                  Until a page is ready, the app’s menu lists it as “Not yet available”, so nothing pretends
                  to work before it does.
                </p>
              </div>
            ) : (
              <p className={styles.text}>Every page of the menu works today.</p>
            )}
          </Card>
        </div>
        <ContactForm onSubmit={onContactSubmit} sentMessage={contactSentMessage} />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerAbout}>
          <p className={styles.footerName}>{productName}</p>
          <p className={styles.text}>Questions? Write to us with the contact form. {CONTACT_REPLY_PROMISE}</p>
        </div>
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
