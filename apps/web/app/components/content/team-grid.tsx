import type { TeamMember } from '#app/content/copy/types.ts';
import styles from './team-grid.module.css';

/** The firm's leaders by name, role, qualifications and office: words, no stand-in pictures. */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.name} className={styles.card} data-testid="team-member">
          <h3>{member.name}</h3>
          <p className={styles.role}>{member.role}</p>
          <ul className={styles.qualifications}>
            {member.qualifications.map((qualification) => (
              <li key={qualification}>{qualification}</li>
            ))}
          </ul>
          <p className={styles.meta}>{member.city} office</p>
          <p>{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
