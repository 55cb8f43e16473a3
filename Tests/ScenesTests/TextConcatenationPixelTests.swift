import Flipbook
import Raster
import Flipbook
import Testing

// Run colours seen in pixels: "XX" in red + "XX" in blue at one size puts the red ink in the
// left half of the text and the blue ink in the right half (the halves are equally wide, as
// both runs are the same two glyphs), whatever the display list says.

@Suite struct TextConcatenationPixelTests {
  @Test func eachRunIsDrawnInItsOwnColour() throws {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    let view = (Text("XX").foregroundColor(red) + Text("XX").foregroundColor(blue)).font(.system(size: 40))
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    let p = try #require(renderer.pixmap)
    let middle = p.width / 2
    var redLeft = 0, blueRight = 0, misplaced = 0
    // Solid ink only (alpha ≥ 250, so premultiplication does not matter); the two columns
    // around the middle may mix the neighbouring X's edges and are left out.
    for y in 0..<p.height {
      for x in 0..<p.width where p[x, y].w >= 250 && abs(x - middle) > 1 {
        let v = p[x, y]
        let isRed = v.x >= 250 && v.z <= 5, isBlue = v.z >= 250 && v.x <= 5
        if x < middle && isRed { redLeft += 1 } else if x > middle && isBlue { blueRight += 1 } else { misplaced += 1 }
      }
    }
    #expect(redLeft > 100 && blueRight > 100)
    #expect(misplaced == 0)
  }
}
