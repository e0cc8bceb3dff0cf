import type { TeamMember } from '#app/content/copy/types.ts';
import styles from './team-grid.module.css';

/** "Aditi Phadke" → "AP": an avatar without a photograph to download. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.name} className={styles.card}>
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(member.name)}
          </span>
          <div className={styles.text}>
            <h3>{member.name}</h3>
            <p className={styles.role}>{member.role}</p>
            <p className={styles.meta}>
              {member.qualifications} · {member.city}
            </p>
            <p>{member.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
