import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import type { TemplateField } from '../../components/forms/field-look';
import { LockIcon, RefreshIcon } from '../../components/ui/icons';
import { HeadsetIcon, TruckIcon } from './landing-icons';
import buttonStyles from '../../components/ui/button.module.css';
import { BackToTop } from './back-to-top';
import { FeatureGrid, type Feature } from './feature-grid';
import { LandingFooter } from './landing-footer';
import { LandingNavbar } from './landing-navbar';
import { ProductCard, type Product } from './product-card';
import { ShoeArt } from './shoe-art';
import { TestimonialCarousel, type Testimonial } from './testimonial-carousel';
import { SubscribeForm } from './subscribe-form';
import { useLandingNavigation } from './use-landing-navigation';
import { useReducedMotion } from '../../components/ui/use-media-query';
import { REVEAL_STAGE_ATTRIBUTE, useRevealSequence } from './use-reveal-sequence';
import styles from './landing.module.css';

const sectionIds = ['home', 'product', 'features', 'about', 'feedback'] as const;
const sectionLabels: Record<(typeof sectionIds)[number], MessageId> = {
  home: 'landing.nav.home',
  product: 'landing.nav.product',
  features: 'landing.nav.features',
  about: 'landing.nav.about',
  feedback: 'landing.nav.feedback',
};

/** §4 reveal sequence, ms after load: hero text, product cards, features, about, newsletter, carousel. */
export const REVEAL_DELAYS_MS = [400, 1000, 1500, 2200, 2700, 3000] as const;
const [HERO, PRODUCTS, FEATURES, ABOUT, NEWSLETTER, CAROUSEL] = [0, 1, 2, 3, 4, 5] as const;

/** §9 product cards: prices and ratings. */
export const products: readonly Product[] = [
  { name: 'Urban Runner', rating: 4.8, price: 299.99, tone: 'indigo' },
  { name: 'Trail Blazer', rating: 4.4, price: 129.49, tone: 'orange' },
  { name: 'Court Classic', rating: 4.9, price: 149.99, tone: 'teal' },
  { name: 'Street Glide', rating: 4.6, price: 174.65, tone: 'rose' },
];

const features: Feature[] = [
  { icon: <TruckIcon />, title: 'landing.product.feature.shipping', text: 'landing.product.feature.shippingText' },
  { icon: <RefreshIcon />, title: 'landing.product.feature.returns', text: 'landing.product.feature.returnsText' },
  { icon: <LockIcon />, title: 'landing.product.feature.payment', text: 'landing.product.feature.paymentText' },
  { icon: <HeadsetIcon />, title: 'landing.product.feature.support', text: 'landing.product.feature.supportText' },
] as const;

const testimonials = [
  { quote: 'landing.product.testimonial1.quote', name: 'landing.product.testimonial1.name', place: 'landing.product.testimonial1.place' },
  { quote: 'landing.product.testimonial2.quote', name: 'landing.product.testimonial2.name', place: 'landing.product.testimonial2.place' },
  { quote: 'landing.product.testimonial3.quote', name: 'landing.product.testimonial3.name', place: 'landing.product.testimonial3.place' },
  { quote: 'landing.product.testimonial4.quote', name: 'landing.product.testimonial4.name', place: 'landing.product.testimonial4.place' },
] as const;

/** §2 newsletter: email, required. */
const newsletterFields: TemplateField[] = [
  { name: 'email', label: 'landing.subscribe.email', placeholder: 'landing.subscribe.placeholder', rule: 'email', type: 'email', autoComplete: 'email' },
];

/**
 * §2 /product-landing, a public shoe-shop page: sections home, product,
 * features, about, feedback, revealed in sequence (§4); four product cards, a
 * testimonial carousel, a newsletter and a footer. Reduced motion shows
 * everything at once and stops the carousel.
 */
export function ProductLanding() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const reducedMotion = useReducedMotion();
  const [revealed, revealUpTo] = useRevealSequence(REVEAL_DELAYS_MS, reducedMotion);
  const { active, sticky, goTo } = useLandingNavigation(sectionIds);
  const [added, setAdded] = useState('');
  const sections = sectionIds.map((id) => ({ id, label: t(sectionLabels[id]) }));
  const brand = <>{t('landing.product.brand')}</>;
  // Focus entering a stage not yet shown (a fast keyboard user), or a scroll that reaches it, shows it at once.
  const reveal = (stage: number) => ({
    'data-revealed': revealed[stage] || undefined,
    [REVEAL_STAGE_ATTRIBUTE]: stage,
    onFocus: () => revealUpTo(stage),
  });
  const feedback: Testimonial[] = testimonials.map(({ quote, name, place }) => ({ quote: t(quote), name: t(name), place: t(place), rating: 5 }));

  return (
    <div className={styles.landing}>
      <LandingNavbar brand={brand} sections={sections} active={active} sticky={sticky} onNavigate={goTo} />
      <main>
        <section id="home" tabIndex={-1} className={`${styles.section} ${styles.hero}`} aria-labelledby="home-title">
          <div className={`${styles.container} ${styles.heroGrid}`}>
            <div className={styles.reveal} {...reveal(HERO)}>
              <div className={styles.heroText}>
                <span className={styles.eyebrow}>{t('landing.product.eyebrow')}</span>
                <h1 id="home-title">{t('landing.product.title')}</h1>
                <p className={styles.lead}>{t('landing.product.lead')}</p>
                <div className={styles.heroActions}>
                  <a
                    href="#product"
                    className={`${buttonStyles.button} ${buttonStyles.primary}`}
                    onClick={(event) => {
                      event.preventDefault();
                      goTo('product');
                    }}
                  >
                    {t('landing.product.shopNow')}
                  </a>
                </div>
              </div>
            </div>
            <div className={styles.heroShoe} aria-hidden="true">
              <ShoeArt tone="indigo" />
            </div>
          </div>
        </section>

        <section id="product" tabIndex={-1} className={styles.section} aria-labelledby="product-title">
          <div className={styles.container}>
            <header className={styles.sectionHead}>
              <h2 id="product-title">{t('landing.product.productsTitle')}</h2>
              <p className={styles.muted}>{t('landing.product.productsText')}</p>
            </header>
            <p role="status" className={styles.cartStatus}>
              {added ? intl.formatMessage({ id: 'product.added' }, { name: added }) : ''}
            </p>
            <ul {...reveal(PRODUCTS)} className={`${styles.reveal} ${styles.productGrid}`}>
              {products.map((product) => (
                <li key={product.name}>
                  <ProductCard product={product} onAddToCart={({ name }) => setAdded(name)} />
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="features" tabIndex={-1} className={`${styles.section} ${styles.alt}`} aria-labelledby="features-title">
          <div className={`${styles.container} ${styles.reveal}`} {...reveal(FEATURES)}>
            <header className={styles.sectionHead}>
              <h2 id="features-title">{t('landing.product.featuresTitle')}</h2>
            </header>
            <FeatureGrid features={features} />
          </div>
        </section>

        <section id="about" tabIndex={-1} className={styles.section} aria-labelledby="about-title">
          <div className={styles.reveal} {...reveal(ABOUT)}>
            <div className={`${styles.container} ${styles.aboutGrid}`}>
              <div className={styles.aboutArt} aria-hidden="true">
                <ShoeArt tone="teal" />
              </div>
              <div className={styles.heroText}>
                <h2 id="about-title">{t('landing.product.aboutTitle')}</h2>
                <p className={styles.muted}>{t('landing.product.aboutText')}</p>
                <p className={styles.muted}>{t('landing.product.aboutText2')}</p>
              </div>
            </div>
          </div>
        </section>

        <section id="feedback" tabIndex={-1} className={`${styles.section} ${styles.alt}`} aria-labelledby="feedback-title">
          <div className={`${styles.container} ${styles.reveal}`} {...reveal(CAROUSEL)}>
            <header className={styles.sectionHead}>
              <h2 id="feedback-title">{t('landing.product.feedbackTitle')}</h2>
            </header>
            <TestimonialCarousel label={t('landing.product.carouselLabel')} items={feedback} autoplay={!reducedMotion} />
          </div>
        </section>

        <section className={styles.section} aria-labelledby="newsletter-title">
          <div className={`${styles.container} ${styles.newsletter} ${styles.reveal}`} {...reveal(NEWSLETTER)}>
            <div>
              <h2 id="newsletter-title">{t('landing.product.newsletterTitle')}</h2>
              <p>{t('landing.product.newsletterText')}</p>
            </div>
            <SubscribeForm
              fields={newsletterFields}
              submitLabel="landing.subscribe.submit"
              successMessage="landing.subscribe.done"
              aria-label={t('landing.product.newsletterTitle')}
            />
          </div>
        </section>
      </main>
      <LandingFooter brand={brand} about={t('landing.product.footerAbout')} sections={sections} onNavigate={goTo} />
      <BackToTop visible={sticky} onPress={() => goTo('home')} />
    </div>
  );
}
