import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MessageId } from '../../i18n/messages';
import type { TemplateField } from '../../components/forms/field-look';
import { LanguageSelect } from '../../components/language-select';
import { LayersIcon, MailIcon, ShieldIcon } from '../../components/ui/icons';
import { ChartIcon, MapPinIcon, PaletteIcon, PenIcon, PhoneIcon } from './landing-icons';
import buttonStyles from '../../components/ui/button.module.css';
import { BackToTop } from './back-to-top';
import { FeatureGrid, type Feature } from './feature-grid';
import { LandingFooter } from './landing-footer';
import { LandingNavbar } from './landing-navbar';
import { PricingPlans } from './pricing-plans';
import { SubscribeForm } from './subscribe-form';
import { useLandingNavigation } from './use-landing-navigation';
import styles from './landing.module.css';

const sectionIds = ['home', 'features', 'about', 'pricing', 'contact'] as const;
const sectionLabels: Record<(typeof sectionIds)[number], MessageId> = {
  home: 'landing.nav.home',
  features: 'landing.nav.features',
  about: 'landing.nav.about',
  pricing: 'landing.nav.pricing',
  contact: 'landing.nav.contact',
};

const features: Feature[] = [
  { icon: <PenIcon />, title: 'landing.one.feature.logo', text: 'landing.one.feature.logoText' },
  { icon: <PaletteIcon />, title: 'landing.one.feature.colour', text: 'landing.one.feature.colourText' },
  { icon: <LayersIcon />, title: 'landing.one.feature.guidelines', text: 'landing.one.feature.guidelinesText' },
  { icon: <ChartIcon />, title: 'landing.one.feature.insights', text: 'landing.one.feature.insightsText' },
] as const;

/** §9 landing counters, each shown with '+'. */
export const counters: readonly { value: number; label: MessageId }[] = [
  { value: 4, label: 'landing.one.counter.years' },
  { value: 12, label: 'landing.one.counter.experts' },
  { value: 7, label: 'landing.one.counter.awards' },
  { value: 4, label: 'landing.one.counter.countries' },
  { value: 36500, label: 'landing.one.counter.customers' },
];

const contacts = [
  { icon: <MapPinIcon />, title: 'landing.one.contact.office', text: 'landing.one.contact.address' },
  { icon: <MailIcon />, title: 'landing.one.contact.email', text: 'landing.one.contact.emailAddress', ltr: true },
  { icon: <PhoneIcon />, title: 'landing.one.contact.phone', text: 'landing.one.contact.phoneNumber', ltr: true },
] as const;

/** §2 footer subscribe form: email, required. */
const subscribeFields: TemplateField[] = [
  { name: 'email', label: 'landing.subscribe.email', placeholder: 'landing.subscribe.placeholder', rule: 'email', type: 'email', autoComplete: 'email' },
];

/**
 * §2 /onepage-landing, a public marketing page for brand-identity tools:
 * sections home, features, about (counters), pricing, contact; the navbar marks
 * the section in view and scrolls smoothly; sticky bar and back-to-top past 40 px.
 */
export function OnepageLanding() {
  const intl = useIntl();
  const { active, sticky, goTo } = useLandingNavigation(sectionIds);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const sections = sectionIds.map((id) => ({ id, label: t(sectionLabels[id]) }));
  const brand = (
    <>
      <ShieldIcon /> {t('app.name')}
    </>
  );

  return (
    <div className={styles.landing}>
      <LandingNavbar
        brand={brand}
        sections={sections}
        active={active}
        sticky={sticky}
        onNavigate={goTo}
        actions={
          <>
            <LanguageSelect />
            <Link href="/account-login" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
              {t('login.signIn')}
            </Link>
          </>
        }
      />
      <main>
        <section id="home" tabIndex={-1} className={`${styles.section} ${styles.hero}`} aria-labelledby="home-title">
          <div className={`${styles.container} ${styles.heroGrid}`}>
            <div className={styles.heroText}>
              <span className={styles.eyebrow}>{t('landing.one.eyebrow')}</span>
              <h1 id="home-title">{t('landing.one.title')}</h1>
              <p className={styles.lead}>{t('landing.one.lead')}</p>
              <div className={styles.heroActions}>
                <Link href="/account-register" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
                  {t('landing.one.getStarted')}
                </Link>
                <a
                  href="#features"
                  className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                  onClick={(event) => {
                    event.preventDefault();
                    goTo('features');
                  }}
                >
                  {t('landing.one.seeFeatures')}
                </a>
              </div>
            </div>
            <div className={styles.brandBoard} aria-hidden="true">
              <div className={styles.boardLogo}>
                <ShieldIcon />
              </div>
              <div className={styles.swatches}>
                <span className={styles.swatchIndigo} />
                <span className={styles.swatchSky} />
                <span className={styles.swatchAmber} />
                <span className={styles.swatchEmerald} />
              </div>
              <div className={styles.typeSample}>
                <strong>Aa</strong>
                <span />
                <span />
              </div>
            </div>
          </div>
        </section>

        <section id="features" tabIndex={-1} className={styles.section} aria-labelledby="features-title">
          <div className={styles.container}>
            <header className={styles.sectionHead}>
              <h2 id="features-title">{t('landing.one.featuresTitle')}</h2>
              <p className={styles.muted}>{t('landing.one.featuresText')}</p>
            </header>
            <FeatureGrid features={features} />
          </div>
        </section>

        <section id="about" tabIndex={-1} className={`${styles.section} ${styles.alt}`} aria-labelledby="about-title">
          <div className={styles.container}>
            <header className={styles.sectionHead}>
              <h2 id="about-title">{t('landing.one.aboutTitle')}</h2>
              <p className={styles.muted}>{t('landing.one.aboutText')}</p>
            </header>
            <dl className={styles.counters}>
              {counters.map(({ value, label }) => (
                <div key={label} className={styles.counter}>
                  <dt>{t(label)}</dt>
                  <dd>{intl.formatMessage({ id: 'landing.one.counter.value' }, { value: intl.formatNumber(value, { useGrouping: false }) })}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section id="pricing" tabIndex={-1} className={styles.section} aria-labelledby="pricing-title">
          <div className={styles.container}>
            <header className={styles.sectionHead}>
              <h2 id="pricing-title">{t('landing.pricing.title')}</h2>
              <p className={styles.muted}>{t('landing.pricing.text')}</p>
            </header>
            <PricingPlans />
          </div>
        </section>

        <section id="contact" tabIndex={-1} className={`${styles.section} ${styles.alt}`} aria-labelledby="contact-title">
          <div className={styles.container}>
            <header className={styles.sectionHead}>
              <h2 id="contact-title">{t('landing.one.contactTitle')}</h2>
              <p className={styles.muted}>{t('landing.one.contactText')}</p>
            </header>
            <ul className={styles.cardGrid}>
              {contacts.map((contact) => (
                <li key={contact.title} className={styles.featureCard}>
                  <span className={styles.featureIcon} aria-hidden="true">
                    {contact.icon}
                  </span>
                  <h3>{t(contact.title)}</h3>
                  {/* Addresses and numbers read left to right in every language. */}
                  <p className={styles.muted}>{'ltr' in contact ? <bdi dir="ltr">{t(contact.text)}</bdi> : t(contact.text)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>
      <LandingFooter brand={brand} about={t('landing.one.footerAbout')} sections={sections} onNavigate={goTo}>
        <h2 className={styles.footerHeading}>{t('landing.subscribe.title')}</h2>
        <SubscribeForm
          fields={subscribeFields}
          submitLabel="landing.subscribe.submit"
          successMessage="landing.subscribe.done"
          aria-label={t('landing.subscribe.title')}
        />
      </LandingFooter>
      <BackToTop visible={sticky} onPress={() => goTo('home')} />
    </div>
  );
}
