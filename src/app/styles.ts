/**
 * The style sheets every screen needs, in the order Mantine's "CSS files list" prescribes: the
 * global styles, then the styles of components other components are built on, then those of the
 * components the shell and the control kit render everywhere. A component only a few screens use
 * has its sheet imported at the top of the module that renders it, so that only the screens
 * rendering it load it. `src/app/styles.test.ts` checks that every Mantine component the
 * console renders has its sheet imported somewhere.
 */
import '@fontsource-variable/inter/wght.css'
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import '@mantine/core/styles/ScrollArea.css'
import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/VisuallyHidden.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Popover.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Group.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Flex.css'
import '@mantine/core/styles/Anchor.css'
import '@mantine/core/styles/ActionIcon.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Button.css'
import '@mantine/core/styles/Burger.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Image.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/NavLink.css'
import '@mantine/core/styles/Notification.css'
import '@mantine/core/styles/PasswordInput.css'
import '@mantine/core/styles/SimpleGrid.css'
import '@mantine/core/styles/Stack.css'
import '@mantine/core/styles/Text.css'
import '@mantine/core/styles/Title.css'
import '@mantine/notifications/styles.css'
import './display-modes.css'
