import type { MyApp } from '@prakar/shared/subscriptions';
import { Link } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { appAction, subscriptionStatusText } from './app-status';
import styles from './my-apps.module.css';

function Action({ app }: { app: MyApp }) {
  const action = appAction(app);
  const name = <span className="visually-hidden"> {app.name}</span>;
  switch (action.kind) {
    case 'launch':
      // The app is another site: a plain link, in the same tab, as the user asked to go there.
      return (
        <a href={action.href} className={buttons.primary}>
          Launch{name}
        </a>
      );
    case 'buy':
    case 'renew':
      return (
        <Link to={action.to} className={buttons.secondary}>
          {action.kind === 'buy' ? 'Buy' : 'Renew'}
          {name}
        </Link>
      );
    case 'ask':
      return (
        <p className={styles.note}>
          Ask your organisation’s administrator to {action.verb} {app.name}.
        </p>
      );
    case 'none':
      return null;
  }
}

/** One app: its name, its organisation's subscription, and what the user can do about it. */
export function AppCard({ app }: { app: MyApp }) {
  return (
    <li className={styles.app} data-testid={`app-${app.code}`}>
      <h3>{app.name}</h3>
      {app.subscription ? <p className={styles.plan}>{app.subscription.planName} plan</p> : null}
      <p className={app.subscription?.status === 'active' ? styles.active : styles.inactive}>
        {subscriptionStatusText(app.subscription)}
      </p>
      <div className={styles.action}>
        <Action app={app} />
      </div>
    </li>
  );
}
