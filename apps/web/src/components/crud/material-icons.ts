/** Material icon names offered by the icon picker (categories, incident categories …). */
export const MATERIAL_ICONS = [
  'home', 'campaign', 'event', 'card_giftcard', 'wifi', 'wifi_off', 'router', 'lan', 'cable', 'computer',
  'laptop', 'phone_android', 'smartphone', 'headset_mic', 'support_agent', 'build', 'construction', 'engineering', 'handyman', 'apartment',
  'business', 'store', 'storefront', 'local_shipping', 'directions_car', 'two_wheeler', 'local_gas_station', 'warning', 'error', 'report',
  'report_problem', 'bug_report', 'security', 'lock', 'vpn_key', 'shield', 'policy', 'gavel', 'description', 'article',
  'newspaper', 'feed', 'menu_book', 'school', 'work', 'badge', 'groups', 'group', 'person', 'person_add',
  'diversity_3', 'celebration', 'cake', 'favorite', 'thumb_up', 'star', 'emoji_events', 'military_tech', 'workspace_premium', 'paid',
  'attach_money', 'savings', 'account_balance', 'receipt_long', 'shopping_cart', 'sell', 'trending_up', 'insights', 'analytics', 'bar_chart',
  'pie_chart', 'timeline', 'schedule', 'calendar_month', 'today', 'alarm', 'notifications', 'mail', 'chat', 'forum',
  'call', 'sms', 'public', 'language', 'map', 'place', 'location_city', 'signpost', 'cloud', 'storage',
  'dns', 'memory', 'settings', 'tune', 'info', 'help', 'lightbulb', 'eco', 'water_drop', 'bolt',
  'local_fire_department', 'medical_services', 'health_and_safety', 'restaurant', 'coffee',
] as const;

/** The icon picker shows this many icons per page (spec §9). */
export const ICONS_PER_PAGE = 35;
