import {
  ApplePayButton,
  HostedCardForm,
  type HostedCardFormRef,
  type NativeEmbedHandle,
  PorticoProvider,
  Purchase,
} from '@portico/react-native'
import { user } from '@portico/user'
import { useRef, useState } from 'react'
import { Button, Linking, ScrollView, Text } from 'react-native'
import { appReturnUrl, hosts, merchantId } from './shop-config'

const plugins = [user()]

/** The shop's checkout: a wallet-less purchase (card, bank), a card form of its own, an Apple Pay button. */
export function CheckoutScreen({ sessionKey }: { sessionKey: string }) {
  const [log, setLog] = useState<string[]>([])
  const note = (line: string) => setLog((lines) => [...lines, line])
  const checkout = useRef<NativeEmbedHandle>(null)
  const card = useRef<HostedCardFormRef>(null)

  return (
    <PorticoProvider
      env="local"
      hosts={hosts}
      merchantId={merchantId}
      plugins={plugins}
      appReturnUrl={appReturnUrl}
      // Bank pages, PayPal approvals and 3-D Secure of other sites open in the system browser.
      onOpenExternal={(url) => void Linking.openURL(url)}
      debug={__DEV__}
    >
      <ScrollView>
        <Purchase
          ref={checkout}
          blockchain="user"
          sessionKey={sessionKey}
          subtotal={{ cents: 1999 }}
          onSuccess={(info) => note(`paid ${JSON.stringify(info)}`)}
          onAuthDeclined={(info) => note(`declined ${JSON.stringify(info)}`)}
          onError={(error) => note(`${error.message}: pull to reload`)}
        />
        <Button title="Reload the checkout" onPress={() => checkout.current?.reload()} />

        <HostedCardForm ref={card} onInputError={({ field }) => note(`check the ${field}`)} />
        <Button
          title="Save the card"
          onPress={() =>
            card.current?.tokenize().then(
              ({ token }) => note(`card token ${token}`),
              (error: Error) => note(error.message),
            )
          }
        />

        <ApplePayButton
          color="black"
          subtotal={{ cents: 1999 }}
          onSuccess={(info) => note(`Apple Pay ${JSON.stringify(info)}`)}
        />
        {log.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </ScrollView>
    </PorticoProvider>
  )
}
