import { ClipboardList, KeyRound, Siren, SlidersHorizontal, Users } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { PageLoading } from '@/components/ui/loading-screen';
import { tabPanelProps } from '@/components/ui/tab-panel-props';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoad } from '@/lib/use-load';

import { accountsTexts } from '../accounts-texts';
import { getClassSettings } from '../api/teacher';
import { classTexts } from '../texts';

import { ClassAccountsTab } from './class-accounts-tab';
import { ClassAlertsBadge } from './class-alerts-badge';
import { ClassAlertsTab } from './class-alerts-tab';
import { ClassDigestTab } from './class-digest-tab';
import { ClassExportButton } from './class-export-button';
import { ClassSettingsTab } from './class-settings-tab';
import { ClassStudentsTab } from './class-students-tab';
import { TeacherShell } from './teacher-shell';
import { TryClassTutorButton } from './try-class-tutor-button';

const t = classTexts.classPage;
const TAB_IDS = ['resumen', 'estudiantes', 'alertas', 'cuentas', 'ajustes'] as const;
type Tab = (typeof TAB_IDS)[number];
const tabs = (classId: string): TabItem<Tab>[] => [
  {
    id: 'resumen',
    label: t.summary,
    icon: <ClipboardList className="h-4 w-4" aria-hidden="true" />,
  },
  { id: 'estudiantes', label: t.students, icon: <Users className="h-4 w-4" aria-hidden="true" /> },
  {
    id: 'alertas',
    label: t.alerts,
    icon: <Siren className="h-4 w-4" aria-hidden="true" />,
    badge: <ClassAlertsBadge classId={classId} />,
  },
  {
    id: 'cuentas',
    label: accountsTexts.tab,
    icon: <KeyRound className="h-4 w-4" aria-hidden="true" />,
  },
  {
    id: 'ajustes',
    label: t.settings,
    icon: <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />,
  },
];
const ID_PREFIX = 'class';

function isTab(value: string | null): value is Tab {
  return TAB_IDS.some((tab) => tab === value);
}

/**
 * /profesor/clases/:id: the class's name and code, "Probar como estudiante", the CSV export, and the tabs "Resumen" (the
 * first), "Estudiantes", "Alertas", "Cuentas" and "Ajustes" (the open tab is in the URL, ?tab=, so a link, reload and Back
 * open it).
 */
export function ClassPage({
  classId,
  documentTitle,
}: {
  classId: string;
  documentTitle: (name: string | null) => string;
}) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'resumen';
  const load = useCallback(() => getClassSettings(classId), [classId]);
  const { data: settings, error, reload } = useLoad(load, 'Error cargando la clase:');
  useDocumentTitle(documentTitle(settings?.name ?? null));
  // A block, not an arrow's value: Chromium's scrollTo now returns a Promise, and an effect may
  // return only a cleanup (React calls it on unmount).
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [classId]);

  const loaded = settings !== null || error !== null;
  const tags = [settings?.subject, settings?.grade_level].filter(Boolean).join(' · ');
  return (
    <TeacherShell inClass>
      {!loaded && <PageLoading />}
      {loaded && !settings && <Alert tone="error">{t.notFound}</Alert>}
      {settings && (
        <>
          <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold break-words text-slate-900 dark:text-white">
                {settings.name}
              </h1>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {tags && <span>{tags} · </span>}
                {t.code}:{' '}
                <span className="font-mono font-semibold tracking-wider" data-testid="class-code">
                  {settings.join_code}
                </span>
                {settings.archived_at && <span> · {classTexts.teacher.archived}</span>}
              </p>
            </div>
            <div className="flex flex-wrap items-start gap-2">
              {!settings.archived_at && (
                <TryClassTutorButton
                  classId={classId}
                  subject={settings.subject}
                  gradeLevel={settings.grade_level}
                />
              )}
              <ClassExportButton classId={classId} className={settings.name} />
            </div>
          </div>
          <Tabs
            items={tabs(classId)}
            value={tab}
            onChange={(next) => setParams({ tab: next }, { replace: true })}
            label={t.tabsLabel}
            idPrefix={ID_PREFIX}
            // Five tabs: rows of three on a phone, so no label is cut (grid wins over the base flex).
            className="mb-6 grid max-w-3xl grid-cols-3 sm:flex"
          />
          <div {...tabPanelProps(ID_PREFIX, tab)} className="focus:outline-none">
            {tab === 'resumen' && <ClassDigestTab classId={classId} />}
            {tab === 'estudiantes' && <ClassStudentsTab classId={classId} />}
            {tab === 'alertas' && <ClassAlertsTab classId={classId} />}
            {tab === 'cuentas' && <ClassAccountsTab classId={classId} className={settings.name} />}
            {tab === 'ajustes' && (
              <ClassSettingsTab settings={settings} onChanged={() => void reload()} />
            )}
          </div>
        </>
      )}
    </TeacherShell>
  );
}
