import { RouteLink, type RouteLinkProps } from '../routeLinks';

/**
 * Props of {@link ButtonLink}: those of `RouteLink`, without `className` (the look is the button's).
 * @public
 */
export type ButtonLinkProps<Params extends string> = Omit<RouteLinkProps<Params>, 'className'>;

/**
 * A link to a route that looks like Semi's primary button — a list header's 新建: the screen opens in
 * this tab, or in another with Ctrl/⌘ or the context menu, as a link does.
 *
 * ```tsx
 * <ListPage actions={<ButtonLink to={eventEditorRef} params={{ id: NEW_EVENT }}>{texts.create}</ButtonLink>} … />
 * ```
 * @public
 */
export function ButtonLink<Params extends string>(props: ButtonLinkProps<Params>) {
  // Generic props do not spread into a generic component: the same props, as a route with any parameters.
  const { children, ...link } = props as RouteLinkProps<string>;
  return (
    <RouteLink {...link} className="semi-button semi-button-primary semi-button-solid">
      <span className="semi-button-content">{children}</span>
    </RouteLink>
  );
}
