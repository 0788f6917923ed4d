import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { RedirectPageData } from "../lib/page-data.ts";
import styles from "./RedirectNotice.module.css";

/** A redirect or forward path: moves on at once (the head's meta refresh covers readers without JavaScript). */
export function RedirectNotice({ data }: { data: RedirectPageData }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (data.external) window.location.replace(data.to);
    else void navigate(data.to, { replace: true });
  }, [data, navigate]);
  return (
    <main id="main" className={styles.notice}>
      <h1>{data.title}</h1>
      <p>
        This page has moved. Continue to <a href={data.to}>{data.to}</a>.
      </p>
    </main>
  );
}
