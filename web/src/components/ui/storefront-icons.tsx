import { createElement, type ReactNode, type SVGProps } from 'react';

/**
 * The Lucide icons of the shell and the storefront's first load (navbar, account menu, search,
 * product buttons), copied from react-icons/lu. react-icons/lu is one module: every icon the app
 * imports from it anywhere (the vendor and admin pages' too) lands in one shared chunk, which every
 * first load downloaded for the navbar's few. These come from here instead; the others stay there.
 * They are drawn here too, as react-icons' IconBase draws them (1em square, currentColor), without
 * its context machinery: about 1 KiB less in every storefront first load.
 */
type IconNode = { tag: string; attr: Record<string, string>; child: IconNode[] };
type IconProps = SVGProps<SVGSVGElement> & { size?: string | number; title?: string };

const draw = (node: IconNode, key: number): ReactNode => createElement(node.tag, { key, ...node.attr }, ...node.child.map(draw));

const icon =
  (tree: IconNode) =>
  ({ size = '1em', title, ...props }: IconProps) =>
    createElement(
      'svg',
      { stroke: 'currentColor', fill: 'currentColor', strokeWidth: '0', ...tree.attr, ...props, width: size, height: size, xmlns: 'http://www.w3.org/2000/svg' },
      title ? createElement('title', { key: 'title' }, title) : null,
      ...tree.child.map(draw),
    );

export const LuArrowUp = icon({"tag":"svg","attr":{"viewBox":"0 0 24 24","fill":"none","stroke":"currentColor","strokeWidth":"2","strokeLinecap":"round","strokeLinejoin":"round"},"child":[{"tag":"path","attr":{"d":"m5 12 7-7 7 7"},"child":[]},{"tag":"path","attr":{"d":"M12 19V5"},"child":[]}]});
export const LuChevronDown = icon({"tag":"svg","attr":{"viewBox":"0 0 24 24","fill":"none","stroke":"currentColor","strokeWidth":"2","strokeLinecap":"round","strokeLinejoin":"round"},"child":[{"tag":"path","attr":{"d":"m6 9 6 6 6-6"},"child":[]}]});
export const LuMenu = icon({"tag":"svg","attr":{"viewBox":"0 0 24 24","fill":"none","stroke":"currentColor","strokeWidth":"2","strokeLinecap":"round","strokeLinejoin":"round"},"child":[{"tag":"line","attr":{"x1":"4","x2":"20","y1":"12","y2":"12"},"child":[]},{"tag":"line","attr":{"x1":"4","x2":"20","y1":"6","y2":"6"},"child":[]},{"tag":"line","attr":{"x1":"4","x2":"20","y1":"18","y2":"18"},"child":[]}]});
export const LuStore = icon({"tag":"svg","attr":{"viewBox":"0 0 24 24","fill":"none","stroke":"currentColor","strokeWidth":"2","strokeLinecap":"round","strokeLinejoin":"round"},"child":[{"tag":"path","attr":{"d":"m2 7 4.41-4.41A2 2 0 0 1 7.83 2h8.34a2 2 0 0 1 1.42.59L22 7"},"child":[]},{"tag":"path","attr":{"d":"M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8"},"child":[]},{"tag":"path","attr":{"d":"M15 22v-4a2 2 0 0 0-2-2h-2a2 2 0 0 0-2 2v4"},"child":[]},{"tag":"path","attr":{"d":"M2 7h20"},"child":[]},{"tag":"path","attr":{"d":"M22 7v3a2 2 0 0 1-2 2a2.7 2.7 0 0 1-1.59-.63.7.7 0 0 0-.82 0A2.7 2.7 0 0 1 16 12a2.7 2.7 0 0 1-1.59-.63.7.7 0 0 0-.82 0A2.7 2.7 0 0 1 12 12a2.7 2.7 0 0 1-1.59-.63.7.7 0 0 0-.82 0A2.7 2.7 0 0 1 8 12a2.7 2.7 0 0 1-1.59-.63.7.7 0 0 0-.82 0A2.7 2.7 0 0 1 4 12a2 2 0 0 1-2-2V7"},"child":[]}]});
export const LuUser = icon({"tag":"svg","attr":{"viewBox":"0 0 24 24","fill":"none","stroke":"currentColor","strokeWidth":"2","strokeLinecap":"round","strokeLinejoin":"round"},"child":[{"tag":"path","attr":{"d":"M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2"},"child":[]},{"tag":"circle","attr":{"cx":"12","cy":"7","r":"4"},"child":[]}]});
export const LuSearch = icon({"tag":"svg","attr":{"viewBox":"0 0 24 24","fill":"none","stroke":"currentColor","strokeWidth":"2","strokeLinecap":"round","strokeLinejoin":"round"},"child":[{"tag":"circle","attr":{"cx":"11","cy":"11","r":"8"},"child":[]},{"tag":"path","attr":{"d":"m21 21-4.3-4.3"},"child":[]}]});
export const LuHeart = icon({"tag":"svg","attr":{"viewBox":"0 0 24 24","fill":"none","stroke":"currentColor","strokeWidth":"2","strokeLinecap":"round","strokeLinejoin":"round"},"child":[{"tag":"path","attr":{"d":"M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z"},"child":[]}]});
export const LuShoppingCart = icon({"tag":"svg","attr":{"viewBox":"0 0 24 24","fill":"none","stroke":"currentColor","strokeWidth":"2","strokeLinecap":"round","strokeLinejoin":"round"},"child":[{"tag":"circle","attr":{"cx":"8","cy":"21","r":"1"},"child":[]},{"tag":"circle","attr":{"cx":"19","cy":"21","r":"1"},"child":[]},{"tag":"path","attr":{"d":"M2.05 2.05h2l2.66 12.42a2 2 0 0 0 2 1.58h9.78a2 2 0 0 0 1.95-1.57l1.65-7.43H5.12"},"child":[]}]});
export const LuLogOut = icon({"tag":"svg","attr":{"viewBox":"0 0 24 24","fill":"none","stroke":"currentColor","strokeWidth":"2","strokeLinecap":"round","strokeLinejoin":"round"},"child":[{"tag":"path","attr":{"d":"M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4"},"child":[]},{"tag":"polyline","attr":{"points":"16 17 21 12 16 7"},"child":[]},{"tag":"line","attr":{"x1":"21","x2":"9","y1":"12","y2":"12"},"child":[]}]});
export const LuMail = icon({"tag":"svg","attr":{"viewBox":"0 0 24 24","fill":"none","stroke":"currentColor","strokeWidth":"2","strokeLinecap":"round","strokeLinejoin":"round"},"child":[{"tag":"rect","attr":{"width":"20","height":"16","x":"2","y":"4","rx":"2"},"child":[]},{"tag":"path","attr":{"d":"m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7"},"child":[]}]});
export const LuReceipt = icon({"tag":"svg","attr":{"viewBox":"0 0 24 24","fill":"none","stroke":"currentColor","strokeWidth":"2","strokeLinecap":"round","strokeLinejoin":"round"},"child":[{"tag":"path","attr":{"d":"M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1Z"},"child":[]},{"tag":"path","attr":{"d":"M16 8h-6a2 2 0 1 0 0 4h4a2 2 0 1 1 0 4H8"},"child":[]},{"tag":"path","attr":{"d":"M12 17.5v-11"},"child":[]}]});
export const LuSettings = icon({"tag":"svg","attr":{"viewBox":"0 0 24 24","fill":"none","stroke":"currentColor","strokeWidth":"2","strokeLinecap":"round","strokeLinejoin":"round"},"child":[{"tag":"path","attr":{"d":"M12.22 2h-.44a2 2 0 0 0-2 2v.18a2 2 0 0 1-1 1.73l-.43.25a2 2 0 0 1-2 0l-.15-.08a2 2 0 0 0-2.73.73l-.22.38a2 2 0 0 0 .73 2.73l.15.1a2 2 0 0 1 1 1.72v.51a2 2 0 0 1-1 1.74l-.15.09a2 2 0 0 0-.73 2.73l.22.38a2 2 0 0 0 2.73.73l.15-.08a2 2 0 0 1 2 0l.43.25a2 2 0 0 1 1 1.73V20a2 2 0 0 0 2 2h.44a2 2 0 0 0 2-2v-.18a2 2 0 0 1 1-1.73l.43-.25a2 2 0 0 1 2 0l.15.08a2 2 0 0 0 2.73-.73l.22-.39a2 2 0 0 0-.73-2.73l-.15-.08a2 2 0 0 1-1-1.74v-.5a2 2 0 0 1 1-1.74l.15-.09a2 2 0 0 0 .73-2.73l-.22-.38a2 2 0 0 0-2.73-.73l-.15.08a2 2 0 0 1-2 0l-.43-.25a2 2 0 0 1-1-1.73V4a2 2 0 0 0-2-2z"},"child":[]},{"tag":"circle","attr":{"cx":"12","cy":"12","r":"3"},"child":[]}]});
