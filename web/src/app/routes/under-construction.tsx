import { Link } from 'react-router';
import { homeRoute } from '../../lib/auth.ts';
import * as styles from './error.css.ts';

/** /pages/under-construction (spec 3 section 2.1): a page being built, said so, with a way back. */
export function Component() {
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>Under Construction</h1>
        <p className={styles.detail}>This page is being built. Come back soon.</p>
        <Link className={styles.link} to={homeRoute}>
          Back to Production
        </Link>
      </section>
    </main>
  );
}
