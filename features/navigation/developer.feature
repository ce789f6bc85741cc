Feature: Developer safety: shared context hooks say how they were misused
  A component that uses a shared context hook outside its provider fails at once, with an error that
  names the hook and the provider to add, instead of rendering with missing services.

  Rule: DEV-01 Using a shared context hook outside its provider throws an error naming the hook and the provider

    @DEV-01
    Scenario Outline: <hook> used outside its provider names <provider>
      When a component uses the hook "<hook>" without its provider
      Then rendering fails with the error "<hook> must be used within a <provider>"

      Examples:
        | hook             | provider              |
        | useService       | ContainerProvider     |
        | useContainer     | ContainerProvider     |
        | useSearchRequest | SearchRequestProvider |

    @DEV-01
    Scenario: Inside its provider the same hook works
      When a component uses the hook "useSearchRequest" inside its provider
      Then it renders without an error
