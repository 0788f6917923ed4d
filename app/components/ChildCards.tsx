import type { NavLink } from "#shared/navigation.ts";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./ChildCards.module.css";

/** The children of a group page as cards with their descriptions. */
export function ChildCards({ cards }: { cards: NavLink[] }) {
  if (cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="in-this-section" data-pagefind-ignore="">
      <h2 id="in-this-section" className={styles.heading}>
        In this section
      </h2>
      <ul className={styles.grid}>
        {cards.map((card, index) => (
          <li key={`${index}-${card.href}`}>
            <SiteLink href={card.href} external={card.external} className={styles.card}>
              <span className={styles.title}>
                {card.title}
                {card.external ? <span className={styles.external}> ↗</span> : null}
                {card.label ? <span className={styles.badge}>{card.label}</span> : null}
              </span>
              {card.description ? <span className={styles.description}>{card.description}</span> : null}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
