import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Suspense } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { QuickActions } from './quick-actions';
import { SummaryCards } from './summary-cards';
import { CMS_TABS } from './tabs';
import { useCmsParams } from './use-cms-params';
import type { CurrentUser } from '@/lib/api-types';

/** /cms-admin for editors and admins (the route shows members EditorsOnly instead). */
export function CmsAdmin({ viewer }: { viewer: CurrentUser }) {
  const isAdmin = viewer.role === 'admin';
  const tabs = CMS_TABS.filter((t) => !t.adminOnly || isAdmin);
  const { tab, creating, setTab, startCreate, endCreate } = useCmsParams(tabs[0]!.id);
  const selected = Math.max(
    0,
    tabs.findIndex((t) => t.id === tab),
  );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageTitle title="CMS Administration">CMS Administration</PageTitle>
        <QuickActions tabs={tabs} onChoose={startCreate} />
      </div>
      <p className="mt-2 text-lg text-slate-700">
        Manage the site's pages, forms, menus, redirects and media, and the news, podcast and library content.
      </p>
      <SummaryCards />
      <TabGroup selectedIndex={selected} onChange={(i) => setTab(tabs[i]!.id)} className="mt-8">
        <TabList aria-label="CMS sections" className="flex flex-wrap gap-2 border-b-2 border-slate-300 pb-3">
          {tabs.map((t) => (
            <Tab
              key={t.id}
              className="min-h-11 rounded-lg border-2 border-transparent px-4 font-semibold text-slate-800 hover:bg-violet-50 data-selected:border-violet-800 data-selected:bg-violet-800 data-selected:text-white"
            >
              {t.label}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-6">
          {tabs.map((t) => (
            <TabPanel key={t.id} className="focus-visible:outline-3">
              <Suspense fallback={<Spinner label={`Loading ${t.label.toLowerCase()}...`} />}>
                <t.Panel creating={creating && t.id === tab} onCreate={() => startCreate(t.id)} onCreateDone={endCreate} viewer={viewer} />
              </Suspense>
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </>
  );
}
