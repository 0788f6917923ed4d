import { SiteLink } from "./SiteLink.tsx";
import styles from "./NotFound.module.css";

const SECTIONS = [
  { title: "Getting started", href: "/docs/getting-started", text: "What the platform is and where to begin." },
  { title: "GraphQL API", href: "/docs/graphql", text: "Read and write itineraries, places and media." },
  { title: "Mapping", href: "/docs/mapping", text: "Hosted map data and guides for every map SDK." },
  { title: "Embeds", href: "/docs/embed/docs", text: "Put an itinerary on any page." },
  { title: "References", href: "/docs/references", text: "Designer guidelines, assets and attribution." },
];

/** The 404 page: in the site frame, with a way to search and the main sections. */
export function NotFound() {
  return (
    <main id="main" className={styles.page}>
      <p className={styles.code}>404</p>
      <h1>We could not find that page</h1>
      <p>
        The address may be mistyped, or the page may have moved. Search the documentation or start from a section below.
      </p>
      <form
        action="/search"
        role="search"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          window.dispatchEvent(new CustomEvent("open-search"));
        }}
      >
        <button type="submit" className={styles.searchButton}>
          Search the documentation
        </button>
      </form>
      <ul className={styles.sections}>
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <SiteLink href={section.href}>{section.title}</SiteLink>
            <span> — {section.text}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
