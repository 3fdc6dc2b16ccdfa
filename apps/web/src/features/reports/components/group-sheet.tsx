import { createPortal } from 'react-dom';
import type { TFunction } from 'i18next';
import type { TaskGroups } from '@roar/contracts';
import { itemName, levelName, namesOf, shortNameOf, skillTitle } from './group-labels.ts';

/**
 * The printed group sheet of one task: plain, dense text on one page (groups.css), students by
 * first name and initial. It sits
 * under <body>, hidden on screen; while the groups view is open, printing shows only it
 * (html[data-print-sheet]), so the button and Ctrl+P print the same sheet.
 */
export function GroupSheet({
  task,
  title,
  subtitle,
  locale,
  t,
}: {
  task: TaskGroups;
  title: string;
  subtitle: string;
  locale: string;
  t: TFunction;
}) {
  const everyone = new Map(task.levels.flatMap((l) => l.students).map((s) => [s.userId, s]));
  return createPortal(
    <div className="group-sheet" data-testid="group-sheet">
      <h1>{title}</h1>
      <p className="group-sheet-muted">{subtitle}</p>
      {task.levels.length ? (
        <>
          <h2>{t('groups.byLevel')}</h2>
          <div className="group-sheet-grid">
            {task.levels.map((group) => (
              <section key={group.level}>
                <h3>
                  {levelName(t, group.level)} ({t('groups.students', { count: group.students.length })})
                </h3>
                <p>{group.students.map(shortNameOf).join(', ')}</p>
              </section>
            ))}
          </div>
        </>
      ) : null}
      {task.skills.length ? (
        <>
          <h2>{t('groups.bySkill')}</h2>
          <div className="group-sheet-grid">
            {task.skills.map((group) => (
              <section key={group.skill}>
                <h3>
                  {skillTitle(t, group, locale)} (
                  {t('groups.students', { count: group.students.length })})
                </h3>
                {group.items.length ? (
                  <ul>
                    {group.items.map((i) => (
                      <li key={i.item}>
                        <strong>{itemName(t, group.skill, i.item)}</strong>{' '}
                        {t('groups.itemStudents', {
                          count: i.userIds.length,
                          names: namesOf(i.userIds, everyone, shortNameOf),
                        })}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{t('groups.nothingToWorkOn')}</p>
                )}
              </section>
            ))}
          </div>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
