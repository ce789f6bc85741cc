Feature: The content's rich text shows as what it means
  The operator writes the site's texts with a little markup: a bold word, a list, a link. The player
  sees the bold word and the list, never the tags, and never anything that runs or leads somewhere
  unsafe (docs/content-rules.md).

  Rule: CNT-01 Bold, italic, links, lists, paragraphs and line breaks show as such; any other markup shows only its text; a link keeps only a path of the site or an https address

    @CNT-01
    Scenario: The safer-gambling heading shows its bold word, not its tags
      Given the main content also holds the block "Set a budget first." titled "Play <b>responsibly</b> & have fun"
      When I open the page "/"
      Then the heading "Play responsibly & have fun" shows "responsibly" in bold
      And no tag shows as text in the main content

    @CNT-01
    Scenario: A script and an image in the text never show or run, their words do
      Given the main content also holds the block "<img src=x onerror=alert(1)> Big <b>wins</b><script>alert(1)</script>, <u>every</u> day"
      When I open the page "/"
      Then a block of the main content reads "Big wins, every day"
      And the main content holds no image, script or handler from the text

    @CNT-01
    Scenario: A list shows as a list, and only safe links stay links
      Given the main content also holds the block "<ul><li>Read <a href='/promotions'>our offers</a></li><li><a href='https://www.begambleaware.org/'>Get help</a></li><li><a href='javascript:alert(1)'>Win big</a></li><li><a href='//evil.example'>Click here</a></li></ul>"
      When I open the page "/"
      Then the main content shows a list of 4 items
      And "our offers" links to "/promotions"
      And "Get help" links to "https://www.begambleaware.org/" with no way back to the site's window
      And "Win big" is shown without a link
      And "Click here" is shown without a link
